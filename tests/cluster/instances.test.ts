import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN, call, loginAs, type Backend } from './backend-process';
import { noTwoInstances, useTwoInstances } from './two-instances';

if (noTwoInstances) {
  console.warn('Skipping the two-instance tests: set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does).');
}

/** A client address of its own per run, sent as a load balancer would, so Redis counters never mix. */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(noTwoInstances)('two backend instances on one PostgreSQL and one Redis', () => {
  const instances = useTwoInstances(() => Promise.resolve({ TRUST_PROXY: '1' }));

  it('accepts a token issued by one instance on the other, and refuses it there once the user is deleted', async () => {
    const { a, b } = instances();
    const adminToken = await loginAs(a, ADMIN.email, ADMIN.password);
    const users = await call(b, 'GET', '/api/admin/user', { token: adminToken });
    expect(users.status).toBe(200);

    const person = {
      username: 'Mia',
      email: `mia${randomInt(1e6)}@cluster.test`,
      password: 'mia-lantern-harbor-1',
      phonenumber: '555-0101',
    };
    const registered = await call(b, 'POST', '/api/register', { json: person });
    expect(registered.status).toBe(201);
    const userToken = await loginAs(b, person.email, person.password);
    expect((await call(a, 'GET', '/api/profile', { token: userToken })).status).toBe(200);

    const id = (registered.body.data as { _id: string })._id;
    expect((await call(a, 'DELETE', `/api/admin/user/${id}`, { token: adminToken })).status).toBe(200);
    expect((await call(b, 'GET', '/api/profile', { token: userToken })).status).toBe(401);
  });

  it('ends a session on both instances when it logs out through one', async () => {
    const { a, b } = instances();
    const token = await loginAs(a, ADMIN.email, ADMIN.password);
    expect((await call(b, 'GET', '/api/profile', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await call(b, 'GET', '/api/profile', { token })).status).toBe(401);
  });

  it('counts failed logins of one account across both instances and addresses', async () => {
    const { a, b } = instances();
    const email = `nobody${randomInt(1e6)}@cluster.test`;
    const guess = (instance: Backend, i: number) =>
      call(instance, 'POST', '/api/login', {
        json: { email, password: `guess-${i}` },
        // A different visitor address each time, as a distributed guesser would have.
        headers: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
      });
    const statuses: number[] = [];
    for (const [i, instance] of [a, b, a, b, a, b].entries())
      statuses.push((await guess(instance, i)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // The sixth comes within the first wait (1 s) unless the machine is very slow.
    expect([429, 401]).toContain(statuses[5]);
    const refused = await guess(a, 7);
    const again = refused.status === 429 ? refused : await guess(b, 8);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many failed logins for this account\. Please wait \d+ seconds/);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves an image uploaded through one instance from the other, byte for byte', async () => {
    const { a, b } = instances();
    const token = await loginAs(a, ADMIN.email, ADMIN.password);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a12c2f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('title', 'Pottery for beginners');
    form.append('price', '40');
    form.append('rating', '4');
    form.append('courseImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pot.png');
    const created = await call(a, 'POST', '/api/courses', { token, form });
    expect(created.status).toBe(201);
    const imageUrl = (created.body.course as { courseImage: string }).courseImage;
    const imagePath = new URL(imageUrl, a.url).pathname;

    const fromA = await fetch(`${a.url}${imagePath}`);
    const fromB = await fetch(`${b.url}${imagePath}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('lists on one instance what was created on the other, and forgets it there once deleted', async () => {
    const { a, b } = instances();
    const token = await loginAs(b, ADMIN.email, ADMIN.password);
    const form = new FormData();
    const title = `Open evening ${randomInt(1e6)}`;
    for (const [name, value] of Object.entries({
      title,
      price: '0',
      date: '2099-05-01',
      hours: '18:00 - 20:00',
      location: 'Main hall',
      bookNow: 'Free entry',
      category: 'Important',
    })) {
      form.append(name, value);
    }
    const created = await call(b, 'POST', '/api/meetings', { token, form });
    expect(created.status).toBe(201);
    const titlesOn = async (instance: Backend) => {
      const list = await call(instance, 'GET', '/api/meetings/category/Important?page=1&limit=9');
      return (list.body.meetings as { title: string }[]).map((meeting) => meeting.title);
    };
    // Once PostgreSQL's notice of the change reached the other instance: within milliseconds.
    await vi.waitFor(async () => expect(await titlesOn(a)).toContain(title));

    const id = (created.body.meeting as { _id: string })._id;
    expect((await call(a, 'DELETE', `/api/meetings/${id}`, { token })).status).toBe(200);
    await vi.waitFor(async () => expect(await titlesOn(b)).not.toContain(title));
  });

  it('counts the contact form rate limit across both instances', async () => {
    const { a, b } = instances();
    const headers = { 'x-forwarded-for': clientAddress };
    const message = { name: 'Ana', email: 'ana@cluster.test', subject: 'Visit', message: 'May I visit?' };
    // Five a minute from one address, wherever the load balancer sends them.
    for (const instance of [a, b, a, b, a]) {
      expect((await call(instance, 'POST', '/api/contact', { json: message, headers })).status).toBe(201);
    }
    const refused = await call(b, 'POST', '/api/contact', { json: message, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await call(a, 'POST', '/api/contact', { json: message, headers })).status).toBe(429);
  });
});
