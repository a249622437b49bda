import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  HomeContent,
  HomeContentAnswer,
  LogoUpload,
  SettingsSavedAnswer,
  SiteAnswer,
  SiteSettingsInput,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import { trimAllTexts } from '../../lib/clean-body';
import { BEARER } from '../../lib/route-schemas';
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

  app.get(
    '/api/site',
    {
      schema: {
        tags,
        summary: "The site's settings and its content pages' links: what every public page's layout shows",
        response: { 200: SiteAnswer },
      },
    },
    async (request, reply) => {
      const [site, pages] = await Promise.all([
        dataVersion(app.db, 'site_content'),
        dataVersion(app.db, 'pages'),
      ]);
      return app.answerCache.send(
        request,
        reply,
        `site_content:${site}|pages:${pages}`,
        'site',
        async () => ({
          message: 'Site fetched successfully',
          ...(await siteService.site(app.db, schoolName)),
        }),
      );
    },
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
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      message: 'Settings saved successfully',
      settings: await siteService.saveSettings(app.db, schoolName, request.body),
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
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      message: 'Logo saved successfully',
      settings: await siteService.setLogo(app.db, schoolName, request.body.logo),
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
      onRequest: app.requireAdmin,
    },
    async () => ({
      message: 'Logo removed successfully',
      settings: await siteService.removeLogo(app.db, schoolName),
    }),
  );

  app.get(
    '/api/site/home',
    {
      schema: {
        tags,
        summary: "The home page's texts (an empty list hides its section)",
        response: { 200: HomeContentAnswer },
      },
    },
    async (request, reply) => {
      const version = await dataVersion(app.db, 'site_content');
      return app.answerCache.send(request, reply, `site_content:${version}`, 'home', async () => ({
        message: 'Home content fetched successfully',
        content: await siteService.home(app.db),
      }));
    },
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
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      message: 'Home content saved successfully',
      content: await siteService.saveHome(app.db, request.body),
    }),
  );
  return Promise.resolve();
};
