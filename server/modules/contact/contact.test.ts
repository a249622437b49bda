import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import type { ContactBody, ContactListResponse, ContactSentResponse, ErrorResponse } from '@/contract';
import {
  bearer,
  createUser,
  expectError,
  freshAddress,
  getAs,
  postFromNewAddress,
  useTestApp,
  without,
} from '../../testing/test-app';

const t = useTestApp();
let userToken: string;

/** Five messages a minute per address: every call here comes from its own, except where the limit is tested. */

let counter = 0;
const message = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  counter += 1;
  return {
    name: 'Maria Silva',
    email: 'maria@example.com',
    subject: `Question ${counter}`,
    message: `When does the next parents evening start? (${counter})`,
    ...overrides,
  };
};

const send = (
  payload: Record<string, unknown>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });

const readMessages = async () => {
  const response = await getAs(t.app, '/api/admin/contact', t.adminToken);
  expect(response.statusCode).toBe(200);
  const body = response.json<ContactListResponse>();
  expect(body.success).toBe(true);
  return body.data;
};

function expectSent(response: LightMyRequestResponse, sent: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<ContactSentResponse>();
  expect(body.message).toBe('Message sent successfully');
  expect(body.data).toMatchObject(sent);
  expect(body.data._id).toMatch(/\S/);
  expect(body.data.id).toBe(body.data._id);
  expect(Number.isNaN(Date.parse(body.data.createdAt))).toBe(false);
  return body.data;
}

beforeAll(async () => {
  userToken = (await createUser(t.app)).token;
});

describe('POST /api/contact', () => {
  it('works without a token', async () => {
    const sent = message();
    expectSent(await send(sent), sent);
  });

  it('works with a valid token', async () => {
    const sent = message();
    expectSent(await send(sent, { headers: bearer(userToken) }), sent);
  });

  it('works with a garbage token', async () => {
    const sent = message();
    expectSent(await send(sent, { headers: { authorization: 'Bearer garbage.token.here' } }), sent);
    const other = message();
    expectSent(await send(other, { headers: { authorization: 'nonsense' } }), other);
  });

  it('stores text trimmed', async () => {
    const response = await send(
      message({ name: '  Joao  ', subject: ' Hi ', message: '\n Hello \n', email: ' joao@example.com ' }),
    );
    expectSent(response, { name: 'Joao', subject: 'Hi', message: 'Hello', email: 'joao@example.com' });
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      expectError(await send(without(message(), field)), 400, `${field} is required`);
    },
  );

  it.each(['name', 'subject', 'message'])('answers 400 naming %s when it is blank', async (field) => {
    expectError(await send(message({ [field]: '   ' })), 400, `${field} is required`);
  });

  it.each(['not-an-email', 'maria@', 'maria@example', '@example.com'])(
    'answers 400 for the email %j',
    async (email) => {
      expectError(await send(message({ email })), 400, 'email must be a valid email address');
    },
  );

  it('answers 400 for a message longer than 5000 characters, and takes one of exactly 5000', async () => {
    expectError(
      await send(message({ message: 'x'.repeat(5001) })),
      400,
      'message must be at most 5000 characters',
    );
    const longest = message({ message: 'y'.repeat(5000) });
    expectSent(await send(longest), longest);
  });

  it('answers 400 for a subject longer than 200 characters', async () => {
    expectError(
      await send(message({ subject: 's'.repeat(201) })),
      400,
      'subject must be at most 200 characters',
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await postFromNewAddress(t.app, '/api/contact', '{"name":', {
      'content-type': 'application/json',
    });
    expectError(response, 400, 'The request body is not valid JSON');
  });
});

describe('GET /api/admin/contact', () => {
  it('gives the admin the stored messages, newest first', async () => {
    const sent: ContactBody[] = [];
    for (const subject of ['Older', 'Middle', 'Newest']) {
      const payload = {
        name: 'Reader Test',
        email: 'reader@example.com',
        subject,
        message: `About ${subject}`,
      };
      expectSent(await send(payload), payload);
      sent.push(payload);
      // Distinct timestamps: "newest" is decided by the time of arrival.
      await sleep(5);
    }
    const stored = await readMessages();
    expect(stored.slice(0, 3).map((m) => m.subject)).toEqual(['Newest', 'Middle', 'Older']);
    expect(stored[0]).toMatchObject({
      name: 'Reader Test',
      email: 'reader@example.com',
      subject: 'Newest',
      message: 'About Newest',
    });
    const times = stored.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Every message that was accepted is there, the refused ones are not.
    expect(stored.some((m) => m.message === 'x'.repeat(5001))).toBe(false);
    expect(stored.some((m) => m.message === 'y'.repeat(5000))).toBe(true);
  });

  it('pages with limit', async () => {
    const response = await getAs(t.app, '/api/admin/contact?limit=1', t.adminToken);
    expect(response.statusCode).toBe(200);
    const page = response.json<ContactListResponse>();
    expect(page.data.map((m) => m.subject)).toEqual(['Newest']);
    // How many there are in all, so the admin's table can page through them.
    expect(page).toMatchObject({ page: 1, limit: 1 });
    expect(page.totalPages).toBe(page.totalMessages);
    expect(page.totalMessages).toBeGreaterThan(1);
  });

  it('is not for ordinary users or visitors', async () => {
    expectError(await getAs(t.app, '/api/admin/contact', userToken), 403, /\S/);
    expectError(await getAs(t.app, '/api/admin/contact', null), 401, /\S/);
  });
});

describe('rate limit', () => {
  it('refuses the 6th message within a minute from one address with 429, while another address still gets through', async () => {
    const address = '10.9.9.9';
    for (let i = 1; i <= 5; i += 1) {
      const sent = message();
      expectSent(await send(sent, { remoteAddress: address }), sent);
    }
    const sixth = message({ subject: 'Sixth' });
    const refused = await send(sixth, { remoteAddress: address });
    expectError(refused, 429, /^Too many requests\. Please wait .+ and try again\.$/);
    expect(refused.json<ErrorResponse>().error).toBe('Too Many Requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = message({ subject: 'From elsewhere' });
    expectSent(await send(other, { remoteAddress: '10.1.2.3' }), other);

    const subjects = (await readMessages()).map((m) => m.subject);
    expect(subjects).toContain('From elsewhere');
    expect(subjects).not.toContain('Sixth');
  });
});
