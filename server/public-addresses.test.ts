import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxEmailResponse, OutboxListResponse } from '@/contract';
import { meetingsService } from './modules/meetings/meetings.service';
import * as fixtures from './testing/registration-fixtures';
import { siteFromSource } from './testing/site-from-source';
import { createTestApp, getAs, sendJson, type TestApp } from './testing/test-app';

/*
 * Every absolute address the backend hands out comes from PUBLIC_URL (or http://localhost:PORT
 * without it), never from the request: the calendar files, robots.txt, the sitemap and the pages
 * are public answers that a shared cache in front keeps and hands to everyone, so a visitor's
 * made-up Host or X-Forwarded-Host must not end up in them.
 */

/** A visitor's made-up headers, believed as far as TRUST_PROXY goes (one proxy in front here). */
const EVIL = 'evil.example';
const POISONED = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

/** An unfolded calendar's values of one property. */
const values = (text: string, name: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));

/** One attribute of the page's head. */
const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe.each([
  ['PUBLIC_URL set', { PUBLIC_URL: 'https://www.riverside.test/' }, 'https://www.riverside.test'],
  ['PUBLIC_URL unset', { PORT: '4321' }, 'http://localhost:4321'],
])('absolute addresses with %s', (_label, env, site) => {
  let t: TestApp;
  let folder: string;
  let meetingId: string;
  const siteHost = new URL(site).hostname;
  const get = (url: string, headers: Record<string, string> = POISONED) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'school-addresses-'));
    t = await createTestApp({ ...env, TRUST_PROXY: '1', WEB_ROOT: siteFromSource(folder) });
    meetingId = await fixtures.addMeeting(t.app, { title: 'Open evening', category: 'Important' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(`the calendar feed (all meetings and per category) links and names its events at ${site}`, async () => {
    for (const url of ['/api/calendar.ics', '/api/calendar.ics?category=Important']) {
      const feed = await get(url);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['cache-control']).toBe('public, max-age=900');
      expect(values(feed.body, 'URL')).toEqual([`${site}/meetings/${meetingId}`]);
      expect(values(feed.body, 'UID')).toEqual([`meeting-${meetingId}@${siteHost}`]);
      expect(feed.body).not.toContain(EVIL);
    }
  });

  it("a meeting's .ics links and names it the same way", async () => {
    const file = await get(`/api/meetings/${meetingId}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(values(file.body, 'URL')).toEqual([`${site}/meetings/${meetingId}`]);
    expect(values(file.body, 'UID')).toEqual([`meeting-${meetingId}@${siteHost}`]);
    expect(file.body).not.toContain(EVIL);
  });

  it('one kept calendar file serves every Host: made once, the same bytes and ETag', async () => {
    // A change first, so nothing is kept from the tests before.
    const changed = await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${meetingId}`, token: t.adminToken },
      { location: 'Library' },
    );
    expect(changed.statusCode).toBe(200);
    const list = vi.spyOn(meetingsService, 'list');
    const poisoned = await get('/api/calendar.ics');
    const plain = await get('/api/calendar.ics', { host: 'school.example' });
    expect(plain.body).toBe(poisoned.body);
    expect(plain.headers.etag).toBe(poisoned.headers.etag);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('robots.txt names the sitemap, and the sitemap lists the pages, at the site', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body.split('\n')).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots.body).not.toContain(EVIL);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locations).toEqual(
      expect.arrayContaining([`${site}/`, `${site}/meetings`, `${site}/meetings/${meetingId}`]),
    );
    expect(locations.every((location) => location.startsWith(`${site}/`))).toBe(true);
  });

  it("a page drawn on the server has the site's canonical address, share card and share links", async () => {
    const page = await get(`/meetings/${meetingId}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const address = `${site}/meetings/${meetingId}`;
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(address);
    expect(headValue(html, /<meta property="og:url" content="([^"]*)"/)).toBe(address);
    // The share links in the page, and the address the browser makes its own from.
    expect(html).toContain(encodeURIComponent(address));
    expect(headValue(html, /<div id="root"[^>]* data-site-url="([^"]*)"/)).toBe(site);
    expect(html).not.toContain(EVIL);
  });

  it('one kept page serves every Host', async () => {
    const url = `/meetings/${meetingId}?from=addresses`;
    const first = await get(url);
    const kept = t.app.answerCache.size;
    const other = await get(url, { host: 'school.example' });
    expect(other.body).toBe(first.body);
    expect(t.app.answerCache.size).toBe(kept);
  });

  it("the e-mails link to the meeting as its calendar files do, whatever Host the visitor's request had", async () => {
    const [visitor] = await fixtures.addVisitors(t.app, t.config.jwtSecret, 1);
    if (!visitor) throw new Error('one visitor');
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meetingId}/registrations`,
      headers: { ...POISONED, authorization: `Bearer ${visitor.token}` },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const outbox = (await getAs(t.app, '/api/admin/outbox', t.adminToken)).json<OutboxListResponse>();
    const sent = outbox.data.find((email) => email.to === visitor.email);
    const { email } = (
      await getAs(t.app, `/api/admin/outbox/${sent?._id ?? ''}`, t.adminToken)
    ).json<OutboxEmailResponse>();
    const file = await get(`/api/meetings/${meetingId}/calendar.ics`);
    const [fileUrl] = values(file.body, 'URL');
    expect(fileUrl).toBe(`${site}/meetings/${meetingId}`);
    expect(email.text).toContain(`Details: ${fileUrl}`);
    const invitation = email.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
    expect(values(invitation?.content ?? '', 'URL')).toEqual([fileUrl]);
    expect(JSON.stringify(email)).not.toContain(EVIL);
  });
});
