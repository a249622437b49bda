import type {
  AuditListResponse,
  Category,
  CategoryListResponse,
  CategorySavedResponse,
  MeetingCategoryPage,
} from '@/contract';
import { MEETINGS, recordClient } from '../../testing/record-resources';
import { bearer, createUser, expectError, sendJson, useTestApp } from '../../testing/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://school.example' });
const meetings = recordClient(t, MEETINGS);

const list = async (): Promise<Category[]> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CategoryListResponse>().categories;
};
const names = async () => (await list()).map((category) => category.name);

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, token = t.adminToken) =>
  method === 'DELETE'
    ? t.app.inject({ method, url, headers: bearer(token) })
    : sendJson(t.app, { method, url, token }, body ?? {});

async function create(body: object): Promise<Category> {
  const response = await send('POST', '/api/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CategorySavedResponse>().category;
}
/** A meeting's category as it is stored now. */
const categoryOf = async (id: string) => (await meetings.stored(id))[0]?.category;
const change = (id: string, body: object) => send('PATCH', `/api/categories/${id}`, body);
const categoryId = async (name: string) => {
  const found = (await list()).find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
};

/** Puts the categories back as the migration left them (names, addresses, order), between tests. */
afterEach(async () => {
  await t.app.db.deleteFrom('meetings').execute();
  const template = ['soon', 'important', 'attractive'];
  for (const category of await list()) {
    if (!template.includes(category.slug)) await send('DELETE', `/api/categories/${category.id}`);
  }
  for (const category of await list()) {
    const order = template.indexOf(category.slug) + 1;
    const name = `${category.slug.charAt(0).toUpperCase()}${category.slug.slice(1)}`;
    if (category.name !== name || category.order !== order) await change(category.id, { name, order });
  }
});

describe('the categories (GET /api/categories)', () => {
  it("starts with the template's three, in order, each at an address", async () => {
    expect(
      (await list()).map(({ name, slug, order, description }) => ({ name, slug, order, description })),
    ).toEqual([
      { name: 'Soon', slug: 'soon', order: 1, description: '' },
      { name: 'Important', slug: 'important', order: 2, description: '' },
      { name: 'Attractive', slug: 'attractive', order: 3, description: '' },
    ]);
  });

  it('makes a category last, its address from its name, and finds it by id', async () => {
    const made = await create({ name: "  Parents' évenings ", description: 'Meet the teachers' });
    expect(made).toMatchObject({
      name: "Parents' évenings",
      slug: 'parents-evenings',
      description: 'Meet the teachers',
      order: 4,
    });
    expect(made._id).toBe(made.id);
    const read = await t.app.inject({ method: 'GET', url: `/api/categories/${made.id}` });
    expect(read.json<{ categories: Category[] }>().categories).toEqual([made]);
    expect(await names()).toEqual(['Soon', 'Important', 'Attractive', "Parents' évenings"]);
  });

  it('puts a category at the place it is given, the others making room', async () => {
    const first = await create({ name: 'Open days', slug: 'open', order: 1 });
    expect(first.order).toBe(1);
    expect(await names()).toEqual(['Open days', 'Soon', 'Important', 'Attractive']);
    const moved = await change(await categoryId('Attractive'), { order: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list()).map(({ name, order }) => `${order} ${name}`)).toEqual([
      '1 Open days',
      '2 Attractive',
      '3 Soon',
      '4 Important',
    ]);
    // Past the end: last.
    await change(first.id, { order: 50 });
    expect(await names()).toEqual(['Attractive', 'Soon', 'Important', 'Open days']);
    expect((await list()).map((category) => category.order)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a name another category has in any case, or its address, and a bad address', async () => {
    expectError(
      await send('POST', '/api/categories', { name: 'soon' }),
      409,
      'A category named "Soon" exists already',
    );
    expectError(
      await send('POST', '/api/categories', { name: 'Soonest', slug: 'soon' }),
      409,
      `The address "soon" is the category "Soon"'s: choose another`,
    );
    const workshops = await create({ name: 'Workshops' });
    expectError(await change(workshops.id, { name: 'IMPORTANT' }), 409, /named "Important"/);
    expectError(
      await send('POST', '/api/categories', { name: 'Talks', slug: 'Talks Now' }),
      400,
      /^Address may hold only/,
    );
    expectError(await send('POST', '/api/categories', { name: '   ' }), 400, /^Name is required/);
    expectError(await send('POST', '/api/categories', { name: '!!!' }), 400, /^Address: "!!!" gives none/);
    expectError(await send('POST', '/api/categories', {}), 400, /Name/);
    // Its own name in another case, and its own address, are its own.
    const recased = await change(workshops.id, { name: 'WORKSHOPS', slug: 'workshops' });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('renames a category on its meetings, keeping its address; the original calls follow the new name', async () => {
    const soon = await categoryId('Soon');
    const meeting = await meetings.create({ category: 'Soon', date: '2099-05-01' });
    const renamed = await change(soon, { name: 'Open days' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<CategorySavedResponse>().category).toMatchObject({ name: 'Open days', slug: 'soon' });
    expect(await categoryOf(meeting._id)).toBe('Open days');

    const byNew = await t.app.inject({ method: 'GET', url: '/api/meetings/category/Open%20days' });
    expect(byNew.statusCode, byNew.body).toBe(200);
    expect(byNew.json<MeetingCategoryPage>().meetings.map((m) => m._id)).toEqual([meeting._id]);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/meetings/category/Soon' }),
      400,
      'Unknown category "Soon": use All Meetings, Open days, Important, Attractive',
    );
    // The feed by its address and by its new name; the sitemap lists the address.
    for (const query of ['soon', 'Open%20days']) {
      const feed = await t.app.inject({ method: 'GET', url: `/api/calendar.ics?category=${query}` });
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.body).toContain(`UID:meeting-${meeting._id}@`);
      expect(feed.body).toContain('CATEGORIES:Open days');
      expect(feed.body).toContain('Open days meetings');
    }
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://school.example/meetings/category/soon</loc>');
    // A name as long as a category's may be (longer than the template's column held).
    const long = 'Open days for families and their children, all welcome';
    expect((await change(soon, { name: long })).statusCode).toBe(200);
    expect(await categoryOf(meeting._id)).toBe(long);
    await change(soon, { name: 'Soon' });
    expect(await categoryOf(meeting._id)).toBe('Soon');
  });

  it('refuses to remove a category meetings are in, saying how many, and removes it once they moved', async () => {
    const workshops = await create({ name: 'Workshops' });
    const one = await meetings.create({ category: 'Workshops', date: '2099-05-01' });
    // A past meeting counts too: it stays in the admin's lists.
    const past = await meetings.create({ category: 'Workshops', date: '2001-05-01' });
    expectError(
      await send('DELETE', `/api/categories/${workshops.id}`),
      409,
      '"Workshops" cannot be removed: 2 meetings are in it. Move them to another category first',
    );
    expect((await meetings.patch(past._id, { category: 'Soon' })).statusCode).toBe(200);
    expectError(await send('DELETE', `/api/categories/${workshops.id}`), 409, /1 meeting is in it. Move it/);
    expect((await meetings.patch(one._id, { category: 'Important' })).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/categories/${workshops.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names()).toEqual(['Soon', 'Important', 'Attractive']);
    expect((await list()).map((category) => category.order)).toEqual([1, 2, 3]);
  });

  it("takes a meeting's category by name as the original client sends it, and names the choices otherwise", async () => {
    const made = await meetings.create({ category: 'Important' });
    expect(made.category).toBe('Important');
    const page = await t.app.inject({ method: 'GET', url: '/api/meetings/category/Soon' });
    expect(page.statusCode).toBe(200);
    expect(page.json<MeetingCategoryPage>()).toMatchObject({ success: true, page: 1, limit: 9 });
    await create({ name: 'Workshops' });
    const refused = await meetings.post(MEETINGS.form({ category: 'Cooking' }));
    expectError(refused, 400, 'category must be one of: Soon, Important, Attractive, Workshops');
    expectError(await meetings.patch(made._id, { category: 'important' }), 400, /^category must be one of/);
    expect(await categoryOf(made._id)).toBe('Important');
  });

  it('lets editors and administrators write, not visitors or door staff', async () => {
    const visitor = await createUser(t.app);
    expectError(await send('POST', '/api/categories', { name: 'Talks' }, visitor.token), 403, /./);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Talks' },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('writes each change to the audit log under "category"', async () => {
    const entries = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?kind=category&limit=100',
        headers: bearer(t.adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditListResponse>().entries;
    };
    const made = await create({ name: 'Talks' });
    await change(made.id, { name: 'Evening talks' });
    await send('DELETE', `/api/categories/${made.id}`);
    const [removed, renamed, created] = await entries();
    expect(created).toMatchObject({ action: 'create', kind: 'category', recordId: made.id });
    expect(renamed?.changes).toContainEqual({ field: 'name', before: 'Talks', after: 'Evening talks' });
    expect(removed).toMatchObject({ action: 'delete', recordId: made.id });
    // A refused removal leaves no entry.
    const workshops = await create({ name: 'Workshops' });
    await meetings.create({ category: 'Workshops' });
    const before = (await entries()).length;
    expect((await send('DELETE', `/api/categories/${workshops.id}`)).statusCode).toBe(409);
    expect((await entries()).length).toBe(before);
  });
});
