import { bearer, useTestApp } from '../testing/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public lists are revalidated, not fetched again', () => {
  it('answers with an ETag, and an unchanged list with an empty 304', async () => {
    const first = await get('/api/courses');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/api/courses', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Also when the answer travels compressed, and among several tags.
    const compressed = await get('/api/courses', {
      'if-none-match': `W/"something-else", ${etag}`,
      'accept-encoding': 'br',
    });
    expect(compressed.statusCode).toBe(304);
  });

  it('sends the new list once it has changed', async () => {
    const before = await get('/api/courses');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: bearer(t.adminToken),
      payload: { title: 'Pottery', price: 10, rating: 4 },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/courses', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ courses: { title: string }[] }>().courses.map((c) => c.title)).toContain('Pottery');
  });

  it('leaves answers to a logged-in caller and errors out of it', async () => {
    const own = await get('/api/profile', bearer(t.adminToken));
    expect(own.headers.etag).toBeUndefined();
    expect(own.headers['cache-control']).toBe('no-store');

    const missing = await get('/api/courses/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
