import {
  contactMessage,
  expectError,
  freshAddress,
  multipart,
  postFromNewAddress,
  useTestApp,
} from '../testing/test-app';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ROUTES: [Method, string][] = [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/contact'],
  ['POST', '/api/meetings'],
  ['PATCH', '/api/meetings/some-id'],
  ['POST', '/api/courses'],
  ['PATCH', '/api/courses/some-id'],
  ['PUT', '/api/site/settings'],
  ['PUT', '/api/site/home'],
  ['POST', '/api/site/logo'],
  ['POST', '/api/pages'],
  ['PATCH', '/api/pages/some-id'],
];

const JSON_GARBAGE: [string, string][] = [
  ['broken JSON', '{"title": '],
  ['an array', '[1,2,3]'],
  ['a number', '42'],
  ['null', 'null'],
  ['a string', '"hello"'],
  [
    'nested objects',
    JSON.stringify({ title: { $gt: '' }, price: { a: 1 }, email: ['x'], password: { toString: 1 } }),
  ],
  [
    'huge strings',
    JSON.stringify({ title: 'x'.repeat(100_000), email: 'y'.repeat(100_000), password: 'z'.repeat(100_000) }),
  ],
  ['prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

describe('whatever a client sends, the answer is a 4xx with a message, never a 5xx', () => {
  const auth = () => ({ authorization: `Bearer ${t.adminToken}` });

  it.each(
    ROUTES.flatMap(([method, url]) =>
      JSON_GARBAGE.map(([label, body]) => [method, url, label, body] as const),
    ),
  )('%s %s with %s', async (method, url, _label, payload) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: freshAddress(),
      headers: { ...auth(), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it.each(ROUTES)('%s %s with an unsupported content type', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: 'a=b',
      remoteAddress: freshAddress(),
      headers: { ...auth(), 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Send JSON or a multipart form' });
  });

  it.each(ROUTES)(
    '%s %s with a multipart body that repeats fields and carries stray files',
    async (method, url) => {
      const form = await multipart({
        title: 'A',
        price: '1',
        unexpected: { filename: 'x.bin', contentType: 'application/octet-stream', data: Buffer.from('abc') },
      });
      const response = await t.app.inject({
        method,
        url,
        payload: form.payload,
        remoteAddress: freshAddress(),
        headers: { ...auth(), ...form.headers },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it('a truncated multipart body', async () => {
    const form = await multipart({ title: 'A meeting', price: '3' });
    const response = await postFromNewAddress(
      t.app,
      '/api/meetings',
      form.payload.subarray(0, form.payload.length - 20),
      { ...auth(), ...form.headers },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a JSON body over 1 MB is refused as too large', async () => {
    const tooLarge = JSON.stringify({
      name: 'a',
      email: 'a@b.co',
      subject: 's',
      message: 'm'.repeat(1_100_000),
    });
    const response = await postFromNewAddress(t.app, '/api/contact', tooLarge, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The request is too large' });
  });

  it('refuses text with a NUL character, naming the field', async () => {
    const response = await postFromNewAddress(
      t.app,
      '/api/contact',
      contactMessage({ subject: 'Hi\u0000there' }),
    );
    expectError(response, 400, 'subject must not contain a NUL character');
  });

  it.each([
    [
      '/api/meetings',
      {
        title: 'Open\u0000day',
        price: '1',
        date: '2099-01-01',
        hours: '9-12',
        location: 'Hall',
        bookNow: 'Yes',
        category: 'Soon',
      },
    ],
    ['/api/courses', { title: 'Clay', description: 'Pots\u0000and bowls', price: '1', rating: '3' }],
  ])('refuses a NUL character in a multipart form field of POST %s', async (url, fields) => {
    const form = await multipart(fields);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, ...auth() },
      payload: form.payload,
    });
    expectError(response, 400, /^(title|description) must not contain a NUL character$/);
  });

  it.each([
    ['a broken %-escape', 'DELETE', '/api/courses/%', 400, 'The address is not valid'],
    ['a cut UTF-8 escape', 'GET', '/uploads/%E0%A4%A', 400, 'The address is not valid'],
    ['a 300-character id', 'PATCH', `/api/meetings/${'x'.repeat(300)}`, 414, 'The address is too long'],
  ] as const)(
    "%s: the router refuses it with the API's error body",
    async (_label, method, url, status, message) => {
      const response = await t.app.inject({ method, url, headers: auth() });
      expectError(response, status, message);
    },
  );

  it.each(['/api/meetings/%E0%A4%A', '/api/meetings/' + 'x'.repeat(500), '/api/courses/%00'])(
    'GET %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});

describe('validation messages name the field in plain words', () => {
  it.each([
    [{ email: 'a@b.co' }, 'password is required'],
    [{ email: 'a@b.co', password: '' }, 'password must not be empty'],
  ])('login with %j says "%s"', async (payload, message) => {
    const response = await postFromNewAddress(t.app, '/api/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, statusCode: 400, error: 'Bad Request', message });
  });
});
