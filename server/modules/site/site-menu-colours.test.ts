import type { LightMyRequestResponse } from 'fastify';
import {
  ALL_HOME_SECTIONS_SHOWN,
  DEFAULT_COLOURS,
  DEFAULT_MENU,
  MENU_LIMITS,
  type MenuEntry,
  type SettingsSavedAnswer,
  type SiteAnswer,
} from '@/contract';
import { courseRow } from '../../testing/record-resources';
import { addMeeting } from '../../testing/registration-fixtures';
import { homeContent, pageInput, settingsInput } from '../../testing/site-fixtures';
import { expectError, sendJson, useTestApp } from '../../testing/test-app';

// Site Settings' menu and colours: checked when saved, kept when a body leaves them out, and the
// menu answered as a visitor sees it (GET /api/site's `menu`).

const t = useTestApp();

const getSite = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site' });
  expect(response.statusCode).toBe(200);
  return response.json<SiteAnswer>();
};
const putSettings = (body: unknown) =>
  sendJson(t.app, { method: 'PUT', url: '/api/site/settings', token: t.adminToken }, body);
const saved = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsSavedAnswer>().settings;
};

const MENU: MenuEntry[] = [
  { label: 'Home', target: '/' },
  { label: 'Open days', target: '/meetings' },
  { label: 'About us', target: '/pages/about-us' },
  { label: 'Courses', target: '/courses' },
  { label: 'Our courses', target: '/#courses' },
  { label: 'Apply', target: '/#apply' },
  { label: 'Details', target: '/meetingAllDetails' },
  { label: 'Upcoming', target: '/#upcoming-meetings' },
  { label: 'Blog', target: 'https://blog.riverside.test/' },
  { label: 'Staff only', target: '/#contact', hidden: true },
];

describe('the menu', () => {
  beforeAll(async () => {
    const created = await sendJson(
      t.app,
      { method: 'POST', url: '/api/pages', token: t.adminToken },
      pageInput({ title: 'About us', slug: 'about-us' }),
    );
    expect(created.statusCode, created.body).toBe(201);
  });

  it('is the template menu until a school saves its own', async () => {
    expect((await getSite()).settings.menu).toEqual(DEFAULT_MENU);
  });

  it('is saved in order, hidden entries kept; the site shows only what leads somewhere', async () => {
    const settings = saved(await putSettings(settingsInput({ menu: MENU })));
    expect(settings.menu).toEqual(MENU);
    // No meetings, no courses, no apply cards yet: those entries are left out, and the hidden one.
    expect((await getSite()).menu).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Open days', href: '/meetings' },
      { label: 'About us', href: '/pages/about-us' },
      { label: 'Blog', href: 'https://blog.riverside.test/' },
    ]);
  });

  it('shows the entries to sections and lists once they have something to show', async () => {
    await addMeeting(t.app);
    await t.app.db.insertInto('courses').values(courseRow()).execute();
    const home = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/home', token: t.adminToken },
      homeContent({ applyCards: [{ title: 'Apply', text: '', buttonLabel: 'Go' }] }),
    );
    expect(home.statusCode, home.body).toBe(200);
    expect((await getSite()).menu.map((link) => link.label)).toEqual([
      'Home',
      'Open days',
      'About us',
      'Courses',
      'Our courses',
      'Apply',
      'Details',
      'Upcoming',
      'Blog',
    ]);
  });

  it('leaves out the entries to home sections the school hides', async () => {
    const hidden = { ...ALL_HOME_SECTIONS_SHOWN, courses: false, meetings: false };
    saved(await putSettings(settingsInput({ menu: MENU, homeSections: hidden })));
    const labels = (await getSite()).menu.map((link) => link.label);
    expect(labels).not.toContain('Our courses');
    expect(labels).not.toContain('Upcoming');
    // The pages themselves are still there.
    expect(labels).toEqual(expect.arrayContaining(['Courses', 'Details', 'Apply']));
    saved(await putSettings(settingsInput({ menu: MENU, homeSections: ALL_HOME_SECTIONS_SHOWN })));
  });

  it('draws the entries of one dropdown together, where its first shows, and no dropdown left empty', async () => {
    const grouped: MenuEntry[] = [
      { label: 'Home', target: '/' },
      { label: 'About us', target: '/pages/about-us', group: 'About' },
      { label: 'Open days', target: '/meetings' },
      { label: 'Visit', target: '/#contact', group: 'About' },
      { label: 'Gone soon', target: '/#contact', group: 'Later', hidden: true },
    ];
    expect(saved(await putSettings(settingsInput({ menu: grouped }))).menu).toEqual(grouped);
    expect((await getSite()).menu).toEqual([
      { label: 'Home', href: '/' },
      {
        label: 'About',
        links: [
          { label: 'About us', href: '/pages/about-us' },
          { label: 'Visit', href: '/#contact' },
        ],
      },
      { label: 'Open days', href: '/meetings' },
    ]);
    saved(await putSettings(settingsInput({ menu: MENU })));
  });

  it('is kept when a body leaves it out (a client older than the menu)', async () => {
    const { menu: _left, ...older } = settingsInput({ schoolName: 'Renamed Academy' });
    const settings = saved(await putSettings(older));
    expect(settings).toMatchObject({ schoolName: 'Renamed Academy', menu: MENU });
  });

  it.each([
    ['an entry without a label', [{ label: '  ', target: '/' }], 'Menu label (item 1) is required'],
    [
      'an http link',
      [{ label: 'Blog', target: 'http://blog.riverside.test/' }],
      'Menu entry 1 (“Blog”) must link to an https:// address, like https://www.school.org',
    ],
    [
      'a content page that does not exist',
      [
        { label: 'Home', target: '/' },
        { label: 'Prices', target: '/pages/prices' },
      ],
      'Menu entry 2 (“Prices”) leads to a content page that does not exist (prices)',
    ],
    [
      'a section the home page does not have',
      [{ label: 'Gallery', target: '/#gallery' }],
      'Menu entry 1 (“Gallery”) leads to a section the home page does not have (#gallery)',
    ],
    [
      'an address the site does not have',
      [{ label: 'Admin', target: '/admin' }],
      'Menu entry 1 (“Admin”) must lead to a page of the site, a section of the home page or an https:// address',
    ],
    [
      'a javascript: link',
      [{ label: 'Click', target: 'javascript:alert(1)' }],
      'Menu entry 1 (“Click”) must link to an https:// address, like https://www.school.org',
    ],
  ])('refuses %s with its message, and changes nothing', async (_case, menu, message) => {
    const before = (await getSite()).settings;
    expectError(await putSettings(settingsInput({ menu })), 400, message);
    expect((await getSite()).settings).toEqual(before);
  });

  it('refuses more entries than the top bar holds', async () => {
    const menu = Array.from({ length: MENU_LIMITS.entries + 1 }, (_, at) => ({
      label: `Entry ${at}`,
      target: '/',
    }));
    expect((await putSettings(settingsInput({ menu }))).statusCode).toBe(400);
  });
});

describe('the colours', () => {
  it('are the template colours until a school picks its own', async () => {
    expect((await getSite()).settings).toMatchObject(DEFAULT_COLOURS);
  });

  it('are saved when they reach AA, and kept when a body leaves them out', async () => {
    const settings = saved(
      await putSettings(settingsInput({ primaryColor: '#1a5fb4', accentColor: '#ffd166' })),
    );
    expect(settings).toMatchObject({ primaryColor: '#1a5fb4', accentColor: '#ffd166' });
    const { primaryColor: _p, accentColor: _a, ...older } = settingsInput({ footerText: 'Kept colours' });
    expect(saved(await putSettings(older))).toMatchObject({
      footerText: 'Kept colours',
      primaryColor: '#1a5fb4',
      accentColor: '#ffd166',
    });
  });

  it.each([
    [
      { primaryColor: '#f5a425' },
      'Primary colour #f5a425 on white has a contrast of 2.1:1; it needs at least 4.5:1',
    ],
    // 4.47:1: just short, and not rounded up to a passing-looking 4.5.
    [
      { primaryColor: '#777777' },
      'Primary colour #777777 on white has a contrast of 4.4:1; it needs at least 4.5:1',
    ],
    [
      { accentColor: '#5f6b73' },
      'Accent colour #5f6b73 under dark text (#1f272b) has a contrast of 2.8:1; it needs at least 4.5:1',
    ],
    [{ primaryColor: 'red' }, 'Primary colour must be a colour like #1a5fb4'],
  ])('refuses %o with the ratio, and changes nothing', async (colours, message) => {
    const before = (await getSite()).settings;
    expectError(await putSettings(settingsInput(colours)), 400, message);
    expect((await getSite()).settings).toEqual(before);
  });
});
