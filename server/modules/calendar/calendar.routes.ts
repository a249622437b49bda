import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ALL_MEETINGS,
  ErrorResponse,
  IdParams,
  MEETING_CATEGORIES,
  meetingPage,
  type SiteSettings,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import { badRequest } from '../../lib/http-errors';
import { todayIso } from '../../lib/time';
import { etagOf, matchesEtag } from '../../plugins/http-cache';
import { meetingsService } from '../meetings/meetings.service';
import { siteService } from '../site/site.service';
import { calendar, calendarFileName, isCalendarDate, meetingEvent, type Organizer } from './ics';

const TAGS = ['calendar'];
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps poll a subscribed feed; a quarter of an hour old is fresh enough, and the feed says so. */
const FEED_REFRESH_SECONDS = 900;
const FEED_CACHE = `public, max-age=${FEED_REFRESH_SECONDS}`;
/** The soonest upcoming meetings a feed holds; calendar apps slow down (or give up) on huge feeds. */
export const FEED_MAX_EVENTS = 500;
/** Part of the feed's ETag: raise it when the feed's text changes for the same data. */
const FEED_FORMAT = 1;

const calendarFile = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: Type.String({ description: 'iCalendar (RFC 5545) text' }) } },
});

const FeedQuery = Type.Object({
  category: Type.Optional(
    Type.String({
      maxLength: 100,
      description: `One category's meetings (${MEETING_CATEGORIES.join(', ')}); '${ALL_MEETINGS}' or none for all`,
    }),
  ),
});

/** The site's own origin as the visitor (or the proxy in front, with TRUST_PROXY) addressed it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The school as a calendar's organiser: only with an e-mail address, which an organiser needs. */
const organizerOf = (settings: SiteSettings): Organizer | undefined =>
  settings.contact.email ? { name: settings.schoolName, email: settings.contact.email } : undefined;

/**
 * "Add to calendar" for everyone: one meeting as an .ics file, and a feed of upcoming meetings
 * (all or one category) that calendar apps subscribe to. Public, like the meetings' pages.
 */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { schoolName } = app.config;

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
      const meeting = await meetingsService.get(app.db, request.params.id);
      const settings = await siteService.settings(app.db, schoolName);
      const origin = originOf(request);
      const event = meetingEvent(meeting, {
        host: request.hostname,
        url: origin + meetingPage(meeting.id),
        organizer: organizerOf(settings),
      });
      // The ETag and the revalidation come from the http-cache plugin, as for every public read.
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="${calendarFileName(meeting.title)}"`)
        .send(calendar([event]));
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
      const known = MEETING_CATEGORIES.find((c) => c === category);
      if (!known && category !== ALL_MEETINGS) {
        throw badRequest(
          `Unknown category "${category}": use ${[ALL_MEETINGS, ...MEETING_CATEGORIES].join(', ')}`,
        );
      }
      const fromDate = todayIso();
      const origin = originOf(request);
      const [meetingsVersion, siteVersion] = await Promise.all([
        dataVersion(app.db, 'meetings'),
        dataVersion(app.db, 'site_content'),
      ]);
      // Everything the text depends on: an app polling an unchanged feed gets a 304 without a
      // single meeting being read.
      const etag = etagOf(
        `calendar:${FEED_FORMAT}|meetings:${meetingsVersion}|site_content:${siteVersion}|${fromDate}|${category}|${origin}`,
      );
      // Set only on what is sent: an error answer must not be kept for a quarter of an hour.
      const withFeedHeaders = () =>
        reply
          .header('etag', etag)
          .header('cache-control', FEED_CACHE)
          .header(
            'content-disposition',
            `attachment; filename="${calendarFileName(known ? `${known} meetings` : 'meetings')}"`,
          );
      if (matchesEtag(request.headers['if-none-match'], etag)) return withFeedHeaders().code(304).send('');

      const [{ meetings }, settings] = await Promise.all([
        meetingsService.list(
          app.db,
          { category: known, fromDate },
          { limit: FEED_MAX_EVENTS, offset: 0 },
          meetingsVersion,
        ),
        siteService.settings(app.db, schoolName),
      ]);
      const organizer = organizerOf(settings);
      const events = meetings
        // A row whose date was edited by hand into something else cannot be placed: it is left out.
        .filter((meeting) => isCalendarDate(meeting.date))
        .map((meeting) =>
          meetingEvent(meeting, {
            host: request.hostname,
            url: origin + meetingPage(meeting.id),
            organizer,
          }),
        );
      const name = known ? `${settings.schoolName}: ${known} meetings` : `${settings.schoolName}: meetings`;
      return withFeedHeaders()
        .type(CALENDAR_TYPE)
        .send(calendar(events, { name, refreshSeconds: FEED_REFRESH_SECONDS }));
    },
  );
  return Promise.resolve();
};
