import type {
  ContentPage,
  ContentPageByIdResponse,
  ContentPageBySlugAnswer,
  ContentPageInput,
  ContentPageListResponse,
  ContentPageSavedResponse,
  MessageResponse,
  SiteAnswer,
} from '@/contract';
import { pageInput } from '../../testing/site-fixtures';
import { bearer, expectError, sendForm, sendJson, useTestApp, useUserToken } from '../../testing/test-app';

// The rules every record of the resource kit shares are tested over courses and meetings in
// resource-kit/record-routes.test.ts; a content page is such a record without a picture, so this
// file tests its calls end to end and what only it has: addresses.

const t = useTestApp();
const userToken = useUserToken(t);

const SLUG_RULE =
  'Page address may hold only lowercase letters, digits and single hyphens between words (like about-us)';

const postJson = (body: unknown, token: string | null = t.adminToken) =>
  sendJson(t.app, { method: 'POST', url: '/api/pages', token }, body);
const patchJson = (id: string, body: unknown, token: string | null = t.adminToken) =>
  sendJson(t.app, { method: 'PATCH', url: `/api/pages/${id}`, token }, body);
const remove = (id: string, token: string | null = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/pages/${id}`, headers: token ? bearer(token) : {} });
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function create(overrides: Partial<ContentPageInput> = {}): Promise<ContentPage> {
  const response = await postJson(pageInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContentPageSavedResponse>().page;
}

describe('POST /api/pages', () => {
  it('creates a page from JSON; it is readable by id and by its address', async () => {
    const input = pageInput({ title: 'Privacy notice', slug: 'privacy' });
    const response = await postJson(input);
    expect(response.statusCode).toBe(201);
    const { message, page } = response.json<ContentPageSavedResponse>();
    expect(message).toBe('Page created successfully');
    expect(page).toMatchObject(input);
    expect(page._id).toBe(page.id);
    expect(new Date(page.createdAt).toISOString()).toBe(page.createdAt);
    expect(page.updatedAt).toBe(page.createdAt);

    const byId = await get(`/api/pages/${page.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<ContentPageByIdResponse>()).toEqual({
      message: 'Page fetched successfully',
      page: [page],
    });

    const bySlug = await get('/api/pages/slug/privacy');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json<ContentPageBySlugAnswer>()).toEqual({ message: 'Page fetched successfully', page });
  });

  it('creates a page from a multipart form (blank fields count as not sent), without a body', async () => {
    const response = await sendForm(
      t.app,
      { method: 'POST', url: '/api/pages', token: t.adminToken },
      { title: '  Form page ', slug: 'form-page', body: '   ' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ContentPageSavedResponse>().page).toMatchObject({
      title: 'Form page',
      slug: 'form-page',
      body: '',
    });
  });

  it('ignores a picture sent with it: a page has none, and nothing is uploaded', async () => {
    const uploads = async () => (await t.app.db.selectFrom('uploads').select('name').execute()).length;
    const before = await uploads();
    const page = await create({ slug: 'no-picture', ...{ pageImage: 'https://example.org/x.png' } });
    expect(page).not.toHaveProperty('pageImage');
    expect(await uploads()).toBe(before);
  });

  it('stores HTML and Markdown in the body and title as text, answered unchanged', async () => {
    const input = pageInput({
      title: '<script>alert("t")</script>',
      body: '# Title\n\n<img src=x onerror="alert(1)">\n\n[link](javascript:alert(1)) & **bold**',
    });
    const page = await create(input);
    expect(page).toMatchObject(input);
    const read = await get(`/api/pages/slug/${input.slug}`);
    expect(read.json<ContentPageBySlugAnswer>().page).toMatchObject(input);
  });

  it.each(['about-us', 'a', 'terms-2026', '404', 'x'.repeat(80)])('accepts the address %j', async (slug) => {
    expect((await create({ slug })).slug).toBe(slug);
  });

  it.each([
    ['About-Us', SLUG_RULE],
    ['about us', SLUG_RULE],
    ['about--us', SLUG_RULE],
    ['-about', SLUG_RULE],
    ['about-', SLUG_RULE],
    ['über', SLUG_RULE],
    ['about/us', SLUG_RULE],
    ['x'.repeat(81), 'Page address must be at most 80 characters'],
  ])('refuses the address %j', async (slug, message) => {
    expectError(await postJson(pageInput({ slug })), 400, message);
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['a title too long', { title: 't'.repeat(121) }, 'Title must be at most 120 characters'],
    ['no address', { slug: undefined }, 'Page address is required'],
    ['a body too long', { body: 'b'.repeat(20_001) }, 'Text must be at most 20000 characters'],
  ])('refuses %s', async (_label, change, message) => {
    expectError(await postJson({ ...pageInput(), ...change }), 400, message);
  });

  it('accepts the longest body', async () => {
    const page = await create({ body: 'b'.repeat(20_000) });
    expect(page.body).toHaveLength(20_000);
  });

  it('answers 409 for an address another page has, and saves nothing', async () => {
    await create({ slug: 'taken' });
    const before = (await get('/api/pages?limit=100')).json<ContentPageListResponse>().totalContentPages;
    expectError(
      await postJson(pageInput({ slug: 'taken' })),
      409,
      "A page with the address 'taken' already exists",
    );
    expect((await get('/api/pages?limit=100')).json<ContentPageListResponse>().totalContentPages).toBe(
      before,
    );
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    expectError(await postJson(pageInput(), null), 401);
    expectError(await postJson(pageInput(), userToken()), 403);
  });
});

describe('GET /api/pages', () => {
  const fresh = useTestApp();

  it('lists the pages by title, a page at a time, with how many there are', async () => {
    for (const title of ['Terms', 'About us', 'Privacy']) {
      const page = pageInput({ title });
      const response = await sendJson(
        fresh.app,
        { method: 'POST', url: '/api/pages', token: fresh.adminToken },
        page,
      );
      expect(response.statusCode).toBe(201);
    }
    const first = await fresh.app.inject({ method: 'GET', url: '/api/pages?limit=2' });
    expect(first.statusCode).toBe(200);
    const body = first.json<ContentPageListResponse>();
    expect(body).toMatchObject({
      message: 'Pages fetched successfully',
      page: 1,
      limit: 2,
      totalPages: 2,
      totalContentPages: 3,
    });
    expect(body.pages.map((page) => page.title)).toEqual(['About us', 'Privacy']);
    const second = await fresh.app.inject({ method: 'GET', url: '/api/pages?limit=2&page=2' });
    expect(second.json<ContentPageListResponse>().pages.map((page) => page.title)).toEqual(['Terms']);

    const site = await fresh.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json<SiteAnswer>().pages.map((page) => page.title)).toEqual(['About us', 'Privacy', 'Terms']);
  });

  it('refuses a page number out of range', async () => {
    expectError(await fresh.app.inject({ method: 'GET', url: '/api/pages?page=0' }), 400);
  });
});

describe('PATCH /api/pages/:id', () => {
  it('changes only the fields sent and bumps updatedAt; the old address is gone', async () => {
    const page = await create({ slug: 'old-address' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await patchJson(page.id, { slug: 'new-address', body: 'New *text*' });
    expect(response.statusCode).toBe(200);
    const { message, page: changed } = response.json<ContentPageSavedResponse>();
    expect(message).toBe('Page updated successfully');
    expect(changed).toMatchObject({ title: page.title, slug: 'new-address', body: 'New *text*' });
    expect(changed.updatedAt > page.updatedAt).toBe(true);
    expectError(await get('/api/pages/slug/old-address'), 404, 'No page at this address');
    expect((await get('/api/pages/slug/new-address')).json<ContentPageBySlugAnswer>().page).toEqual(changed);
  });

  it('may keep its own address, and refuses with 409 one another page has', async () => {
    await create({ slug: 'first-page' });
    const second = await create({ slug: 'second-page' });
    expect((await patchJson(second.id, { slug: 'second-page', title: 'Same place' })).statusCode).toBe(200);
    expectError(
      await patchJson(second.id, { slug: 'first-page' }),
      409,
      "A page with the address 'first-page' already exists",
    );
    expect((await get(`/api/pages/${second.id}`)).json<ContentPageByIdResponse>().page[0]?.slug).toBe(
      'second-page',
    );
  });

  it('takes a multipart form too, and refuses one that changes nothing', async () => {
    const page = await create();
    const form = await sendForm(
      t.app,
      { method: 'PATCH', url: `/api/pages/${page.id}`, token: t.adminToken },
      { title: 'Renamed by form', slug: '' },
    );
    expect(form.statusCode).toBe(200);
    expect(form.json<ContentPageSavedResponse>().page).toMatchObject({
      title: 'Renamed by form',
      slug: page.slug,
    });
    expectError(await patchJson(page.id, {}), 400, 'Send at least one field to change');
  });

  it('validates what it is given', async () => {
    const page = await create();
    expectError(await patchJson(page.id, { slug: 'Not OK' }), 400, SLUG_RULE);
  });

  it('answers 404 for an unknown id, and is for admins only', async () => {
    expectError(await patchJson('no-such-page', { title: 'X' }), 404, 'No page with this id');
    const page = await create();
    expectError(await patchJson(page.id, { title: 'X' }, null), 401);
    expectError(await patchJson(page.id, { title: 'X' }, userToken()), 403);
  });
});

describe('DELETE /api/pages/:id', () => {
  it('deletes the page: gone by id, by address and from the footer links', async () => {
    const page = await create({ slug: 'short-lived' });
    const response = await remove(page.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: 'Page deleted successfully' });
    expectError(await get(`/api/pages/${page.id}`), 404, 'No page with this id');
    expectError(await get('/api/pages/slug/short-lived'), 404, 'No page at this address');
    const site = await get('/api/site');
    expect(site.json<SiteAnswer>().pages.map((link) => link.slug)).not.toContain('short-lived');
    expectError(await remove(page.id), 404, 'No page with this id');
  });

  it('is for admins only', async () => {
    const page = await create();
    expectError(await remove(page.id, null), 401);
    expectError(await remove(page.id, userToken()), 403);
    expect((await get(`/api/pages/${page.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/pages/slug/:slug', () => {
  it.each(['nowhere', 'Not-A-Slug', '%E2%9C%93'])(
    'answers 404 "No page at this address" for %s',
    async (slug) => {
      expectError(await get(`/api/pages/slug/${slug}`), 404, 'No page at this address');
    },
  );
});
