import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ALL_MEETINGS,
  calendarZone,
  ErrorResponse,
  IdParams,
  meetingPage,
  type SiteSettings,
} from '@/contract';
import { CALENDAR_TEXTS } from '@/i18n/catalogues/calendar';
import { translationsOf } from '@/i18n/translator';
import { publicAddress, publicHostName } from '../../config';
import { dataVersion } from '../../db/data-versions';
import { badRequest } from '../../lib/http-errors';
import { todayIso } from '../../lib/time';
import { categoriesService } from '../categories/categories.service';
import { meetingsService } from '../meetings/meetings.service';
import { siteService } from '../site/site.service';
import { calendar, calendarFileName, isCalendarDate, meetingEvent, type Organizer } from './ics';

const TAGS = ['calendar'];
/** A feed's name in the school's language. */
const calendarTextsIn = translationsOf(CALENDAR_TEXTS);
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps poll a subscribed feed; a quarter of an hour old is fresh enough, and the feed says so. */
const FEED_REFRESH_SECONDS = 900;
const FEED_CACHE = `public, max-age=${FEED_REFRESH_SECONDS}`;
/** The soonest upcoming meetings a feed holds; calendar apps slow down (or give up) on huge feeds. */
export const FEED_MAX_EVENTS = 500;

const calendarFile = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: Type.String({ description: 'iCalendar (RFC 5545) text' }) } },
});

const FeedQuery = Type.Object({
  category: Type.Optional(
    Type.String({
      maxLength: 100,
      description: `One category's meetings, by its name or its address (GET /api/categories); '${ALL_MEETINGS}' or none for all`,
    }),
  ),
});

/** The school as a calendar's organiser: only with an e-mail address, which an organiser needs. */
const organizerOf = (settings: SiteSettings): Organizer | undefined =>
  settings.contact.email ? { name: settings.schoolName, email: settings.contact.email } : undefined;

/**
 * What a calendar file is made from that can change: the meetings (all their fields, and which
 * are upcoming), their categories' names and the site's settings (the school's name and e-mail as organiser).
 */
async function calendarVersions(app: FastifyInstance): Promise<{ meetings: number; stamp: string }> {
  const [meetings, site, categories] = await Promise.all([
    dataVersion(app.db, 'meetings'),
    dataVersion(app.db, 'site_content'),
    dataVersion(app.db, 'categories'),
  ]);
  return { meetings, stamp: `meetings:${meetings}|site_content:${site}|categories:${categories}` };
}

/**
 * "Add to calendar" for everyone: one meeting as an .ics file, and a feed of upcoming meetings
 * (all or one category) that calendar apps subscribe to. Public, like the meetings' pages, and
 * like them made once per change counter (and date, for the feed) and then sent from memory
 * (plugins/answer-cache.ts) with its ETag and compressed forms: calendar apps poll the feed.
 * The events' links and UIDs come from PUBLIC_URL, never from the request's Host: the files are
 * public (a shared cache may keep one and hand it to everyone), so one answer serves every caller.
 */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { schoolName } = app.config;
  const host = publicHostName(app.config);
  const meetingUrl = (id: string) => publicAddress(app.config, meetingPage(id));

  app.get(
    '/api/meetings/:id/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'One meeting as a calendar file (.ics) to add to a calendar',
        params: IdParams,
        response: { 200: calendarFile('The meeting as one VEVENT'), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { stamp } = await calendarVersions(app);
      // An unknown meeting's 404 is thrown by the computation: nothing is kept for it.
      return app.answerCache.sendText(request, reply, stamp, `calendar|meeting|${id}`, async () => {
        const meeting = await meetingsService.get(app.db, id);
        const settings = await siteService.settings(app.db, schoolName);
        const event = meetingEvent(meeting, {
          host,
          url: meetingUrl(meeting.id),
          organizer: organizerOf(settings),
          timeZone: calendarZone(settings),
          language: settings.language,
        });
        return {
          type: CALENDAR_TYPE,
          body: calendar([event]),
          headers: { 'content-disposition': `attachment; filename="${calendarFileName(meeting.title)}"` },
        };
      });
    },
  );

  app.get(
    '/api/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary: `A feed of upcoming meetings, soonest first (at most ${FEED_MAX_EVENTS}), for calendar apps to subscribe to`,
        querystring: FeedQuery,
        response: {
          200: calendarFile('The meetings as VEVENTs'),
          304: Type.Unknown({ description: 'Not modified: the ETag sent in If-None-Match still holds' }),
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const category = request.query.category ?? ALL_MEETINGS;
      // By its address (the public pages' links) or its name (the links before addresses).
      const found = category === ALL_MEETINGS ? undefined : await categoriesService.find(app.db, category);
      if (!found && category !== ALL_MEETINGS) {
        const names = (await categoriesService.all(app.db)).map((each) => each.name);
        throw badRequest(`Unknown category "${category}": use ${[ALL_MEETINGS, ...names].join(', ')}`);
      }
      const known = found?.name;
      // "Upcoming" moves with the date as well as with the data.
      const fromDate = todayIso();
      const versions = await calendarVersions(app);
      const stamp = `${versions.stamp}|${fromDate}`;
      const key = `calendar|feed|${known ?? ALL_MEETINGS}`;
      return app.answerCache.sendText(request, reply, stamp, key, async () => {
        const [{ meetings }, settings] = await Promise.all([
          meetingsService.list(
            app.db,
            { category: known, fromDate },
            { limit: FEED_MAX_EVENTS, offset: 0 },
            versions.meetings,
          ),
          siteService.settings(app.db, schoolName),
        ]);
        const organizer = organizerOf(settings);
        const events = meetings
          // A row whose date was edited by hand into something else cannot be placed: it is left out.
          .filter((meeting) => isCalendarDate(meeting.date))
          .map((meeting) =>
            meetingEvent(meeting, {
              host,
              url: meetingUrl(meeting.id),
              organizer,
              timeZone: calendarZone(settings),
              language: settings.language,
            }),
          );
        const t = calendarTextsIn(settings.language);
        const school = settings.schoolName;
        const name = known ? t('feedNameCategory', { school, category: known }) : t('feedName', { school });
        return {
          type: CALENDAR_TYPE,
          body: calendar(events, { name, refreshSeconds: FEED_REFRESH_SECONDS }),
          // Only on what is sent: an error answer must not be kept for a quarter of an hour.
          headers: {
            'cache-control': FEED_CACHE,
            'content-disposition': `attachment; filename="${calendarFileName(known ? `${known} meetings` : 'meetings')}"`,
          },
        };
      });
    },
  );
  return Promise.resolve();
};
