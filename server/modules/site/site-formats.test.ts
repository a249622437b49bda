import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { SettingsSavedAnswer, SiteAnswer, SiteSettingsInput } from '@/contract';
import { addMeeting } from '../../testing/registration-fixtures';
import { settingsInput } from '../../testing/site-fixtures';
import { siteFromSource } from '../../testing/site-from-source';
import { createTestApp, expectError, sendJson, type TestApp } from '../../testing/test-app';

// Site Settings' language, visitors' languages, time zone and date style: checked when saved,
// kept when a body leaves them out, and followed by the pages the server draws.

let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'school-formats-'));
  t = await createTestApp({ WEB_ROOT: siteFromSource(folder) });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const getSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteAnswer>().settings;
const putSettings = (body: unknown) =>
  sendJson(t.app, { method: 'PUT', url: '/api/site/settings', token: t.adminToken }, body);
const saved = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsSavedAnswer>().settings;
};

const BRAZIL: Partial<SiteSettingsInput> = {
  language: 'pt-BR',
  languages: ['pt-BR', 'en'],
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  currency: 'BRL',
};

describe("the site's language, zone and date style", () => {
  it("are the template's until a school chooses, then saved, and kept when a body leaves them out", async () => {
    expect(await getSettings()).toMatchObject({
      language: 'en',
      languages: ['en'],
      timeZone: 'UTC',
      dateStyle: 'long',
    });
    expect(saved(await putSettings(settingsInput(BRAZIL)))).toMatchObject(BRAZIL);
    // A client older than these fields sends none of them: they stay.
    expect(saved(await putSettings(settingsInput({ schoolName: 'Colégio Ribeira' })))).toMatchObject({
      schoolName: 'Colégio Ribeira',
      language: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it.each([
    [
      'a time zone no one has',
      { timeZone: 'Mars/Olympus_Mons' },
      'Time zone Mars/Olympus_Mons is not one this server knows: choose one like America/Sao_Paulo or Europe/Lisbon',
    ],
    [
      "visitors' languages without the site's own",
      { language: 'pt-BR', languages: ['en'] },
      "The languages a visitor may choose must include the site's own (Português (Brasil))",
    ],
    [
      'a language given twice',
      { language: 'en', languages: ['en', 'en'] },
      'Each language a visitor may choose is listed once',
    ],
    ['a language the site has no texts in', { language: 'fr' }, /Language/],
    ['a date style there is not', { dateStyle: 'full' }, /Date style/],
  ])('refuse %s with its message, and change nothing', async (_case, change, message) => {
    const before = await getSettings();
    expectError(await putSettings({ ...settingsInput(), ...change }), 400, message);
    expect(await getSettings()).toEqual(before);
  });

  it("take a new language into the visitors' languages when a body leaves those out", async () => {
    saved(await putSettings(settingsInput({ language: 'en', languages: ['en'] })));
    expect(saved(await putSettings(settingsInput({ language: 'pt-BR' })))).toMatchObject({
      language: 'pt-BR',
      languages: ['pt-BR', 'en'],
    });
  });

  it("draw the pages' dates and prices in the site's language, their lang still the texts' English", async () => {
    saved(await putSettings(settingsInput(BRAZIL)));
    const id = await addMeeting(t.app, { title: 'Noite dos pais', date: '2027-03-09', price: 25 });
    const page = await t.app.inject({
      method: 'GET',
      url: `/meetings/${id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    // The head's description and the date badge, as a Brazilian page writes them.
    expect(page.body).toMatch(/<meta name="description" content="9 de março de 2027, /);
    expect(page.body).toMatch(/date-badge__month">mar</);
    expect(page.body).toContain('R$\u00a025');
  });
});
