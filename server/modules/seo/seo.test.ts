import type { ContentPageSavedResponse } from '@/contract';
import { MEETINGS, recordClient } from '../../testing/record-resources';
import { pageInput } from '../../testing/site-fixtures';
import { bearer, freshAddress, sendJson, useTestApp } from '../../testing/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://school.example' });

const meetings = recordClient(t, MEETINGS);
const createMeeting = async (date: string, title: string) => (await meetings.create({ date, title }))._id;

/** A page as a search engine asks for it, by an address of the server's (the links are PUBLIC_URL's). */
const crawl = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: '10.0.0.5:3000' } });

describe('robots.txt', () => {
  it('keeps the admin area and the API out of search engines and names the sitemap', async () => {
    const response = await crawl('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/']));
    expect(lines).toContain('Sitemap: https://school.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every upcoming meeting, never a past one or an admin page', async () => {
    const upcoming = await createMeeting('2099-03-01', 'Open day');
    const past = await createMeeting('2001-03-01', 'Old reunion');
    const response = await crawl('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://school.example/',
        'https://school.example/meetings',
        'https://school.example/meetings/category/Important',
        `https://school.example/meetings/${upcoming}`,
      ]),
    );
    expect(locations).not.toContain(`https://school.example/meetings/${past}`);
    expect(locations.some((location) => location?.includes('/admin'))).toBe(false);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('lists every content page at its address, with when it last changed', async () => {
    const createPage = async (slug: string) => {
      const response = await sendJson(
        t.app,
        { method: 'POST', url: '/api/pages', token: t.adminToken },
        pageInput({ title: slug, slug }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ContentPageSavedResponse>().page;
    };
    const privacy = await createPage('privacy');
    const about = await createPage('about-us');
    const response = await crawl('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    for (const page of [privacy, about]) {
      expect(response.body).toContain(
        `<url><loc>https://school.example/pages/${page.slug}</loc><lastmod>${page.updatedAt}</lastmod></url>`,
      );
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pages/${about.id}`,
      headers: bearer(t.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    const after = await crawl('/sitemap.xml');
    expect(after.body).toContain('https://school.example/pages/privacy<');
    expect(after.body).not.toContain('/pages/about-us');
  });

  it('is limited per address, since it reads the database', async () => {
    const remoteAddress = freshAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 61; i += 1) {
      statuses.add((await t.app.inject({ method: 'GET', url: '/sitemap.xml', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual(new Set([200, 429]));
  });
});
