import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import {
  ErrorResponse,
  HomeContent,
  HomeContentAnswer,
  LogoUpload,
  SettingsSavedAnswer,
  SiteAnswer,
  SiteSettingsInput,
} from '@/contract';
import { tablesStamp, type VersionedTable } from '../../db/data-versions';
import { trimAllTexts } from '../../lib/clean-body';
import { BEARER } from '../../lib/route-schemas';
import { auditActor } from '../accounts/authenticate';
import { siteService } from './site.service';

const tags = ['site'];
const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/**
 * The school's own site: its settings and logo, and the home page's texts. Reads are public and
 * kept in memory per change counter (the footer's page links come from the pages table, so the
 * site's answer follows both); writes are the admins'.
 */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { schoolName } = app.config;

  /** A public read, kept in memory while the tables it shows are unchanged. */
  const keptRead = <Answer extends TSchema>(
    path: string,
    summary: string,
    answer: Answer,
    tables: readonly VersionedTable[],
    compute: () => Promise<Static<Answer>>,
  ) => {
    // Typed by `compute`: Fastify cannot follow a type parameter through a route's schema.
    const answerSchema: TSchema = answer;
    app.get(path, { schema: { tags, summary, response: { 200: answerSchema } } }, async (request, reply) =>
      app.answerCache.send(request, reply, await tablesStamp(app.db, tables), path, compute),
    );
  };

  keptRead(
    '/api/site',
    "The site's settings, its content pages' links and its menu's visible entries: what every public page's layout shows",
    SiteAnswer,
    // The menu hides entries to empty sections and lists: it follows the meetings and courses too.
    ['site_content', 'pages', 'meetings', 'courses'],
    async () => ({ message: 'Site fetched successfully', ...(await siteService.site(app.db, schoolName)) }),
  );

  app.put(
    '/api/site/settings',
    {
      schema: {
        tags,
        summary: "Save the site's settings, all at once (the logo has its own calls)",
        security: BEARER,
        body: SiteSettingsInput,
        response: { 200: SettingsSavedAnswer, ...writeErrors },
      },
      preValidation: trimAllTexts,
      onRequest: app.requireAccess('content'),
    },
    async (request) => ({
      message: 'Settings saved successfully',
      settings: await siteService.saveSettings(app.db, schoolName, request.body, auditActor(request)),
    }),
  );

  app.post(
    '/api/site/logo',
    {
      schema: {
        tags,
        summary:
          'Upload a new logo (multipart form, file part `logo`; checked and stored as meeting pictures are)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        body: LogoUpload,
        response: { 200: SettingsSavedAnswer, ...writeErrors, 413: ErrorResponse },
      },
      onRequest: app.requireAccess('content'),
    },
    async (request) => ({
      message: 'Logo saved successfully',
      settings: await siteService.setLogo(app.db, schoolName, request.body.logo, auditActor(request)),
    }),
  );

  app.delete(
    '/api/site/logo',
    {
      schema: {
        tags,
        summary: 'Remove the logo',
        security: BEARER,
        response: { 200: SettingsSavedAnswer, 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: app.requireAccess('content'),
    },
    async (request) => ({
      message: 'Logo removed successfully',
      settings: await siteService.removeLogo(app.db, schoolName, auditActor(request)),
    }),
  );

  keptRead(
    '/api/site/home',
    "The home page's texts (an empty list hides its section)",
    HomeContentAnswer,
    ['site_content'],
    async () => ({ message: 'Home content fetched successfully', content: await siteService.home(app.db) }),
  );

  app.put(
    '/api/site/home',
    {
      schema: {
        tags,
        summary: "Save the home page's texts, all at once",
        security: BEARER,
        body: HomeContent,
        response: { 200: HomeContentAnswer, ...writeErrors },
      },
      preValidation: trimAllTexts,
      onRequest: app.requireAccess('content'),
    },
    async (request) => ({
      message: 'Home content saved successfully',
      content: await siteService.saveHome(app.db, request.body, auditActor(request)),
    }),
  );
  return Promise.resolve();
};
