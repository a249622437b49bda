import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PRIVATE_PATH_PREFIXES,
  PUBLIC_PAGES,
  categorySegment,
  contentPagePath,
  coursePage,
  meetingPage,
  meetingsCategoryPage,
} from '@/contract';
import { publicAddress } from '../../config';
import { todayIso } from '../../lib/time';
import { categoriesService } from '../categories/categories.service';
import { coursesService } from '../courses/courses.service';
import { meetingsService } from '../meetings/meetings.service';
import { pagesService } from '../pages/pages.service';

/** A sitemap file may list at most 50,000 addresses. */
const SITEMAP_MAX_URLS = 50_000;
/** Search engines ask often; an hour old is fresh enough. */
const CRAWLER_CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * robots.txt keeps the admin area and the API out of search engines; sitemap.xml lists the rest.
 * Their addresses are PUBLIC_URL's, never the request's Host: both are public answers a shared
 * cache may keep and hand to every crawler.
 */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const address = (path: string) => publicAddress(app.config, path);
  app.get(
    '/robots.txt',
    { schema: { tags: ['website'], summary: 'Rules for search engines', hide: true } },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        'Allow: /',
        '',
        `Sitemap: ${address('/sitemap.xml')}`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['website'],
        summary:
          "Every public page, the school's categories' lists, its content pages and courses, and every upcoming meeting",
        hide: true,
      },
      // Unlike the site's files it reads the database, so it keeps a limit per address.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', allowList: [] } },
    },
    async (_request, reply) => {
      const entry = (path: string, lastmod?: string) =>
        `<url><loc>${escapeXml(address(path))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
      // The categories' lists (at most CATEGORY_LIMITS.count), the content pages (privacy
      // notice, terms…), the courses, then as many upcoming meetings as the file still holds.
      const categories = await categoriesService.all(app.db);
      const fixed = PUBLIC_PAGES.length + categories.length;
      const { records: pages } = await pagesService.list(app.db, {
        limit: SITEMAP_MAX_URLS - fixed,
        offset: 0,
      });
      const { records: courses } = await coursesService.list(app.db, {
        limit: SITEMAP_MAX_URLS - fixed - pages.length,
        offset: 0,
      });
      const meetings = await meetingsService.upcomingStamps(
        app.db,
        todayIso(),
        SITEMAP_MAX_URLS - fixed - pages.length - courses.length,
      );
      const entries = [
        ...PUBLIC_PAGES.map((page) => entry(page)),
        // At the address its pills link to (a template category by its name), not one that leads there.
        ...categories.map((category) => entry(meetingsCategoryPage(categorySegment(category)))),
        ...pages.map((page) => entry(contentPagePath(page.slug), page.updatedAt)),
        ...courses.map((course) => entry(coursePage(course._id), course.updatedAt)),
        ...meetings.map((meeting) => entry(meetingPage(meeting.id), meeting.updatedAt)),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(xml);
    },
  );
  return Promise.resolve();
};
