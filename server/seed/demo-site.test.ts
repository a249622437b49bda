import type { ContentPageBySlugAnswer, HomeContentAnswer, SiteAnswer } from '@/contract';
import { countRows } from '../db/count-rows';
import { nowIso } from '../lib/time';
import { settingsInput } from '../testing/site-fixtures';
import { bearer, sendJson, useTestApp, type TestApp } from '../testing/test-app';
import { DEMO_HOME, DEMO_PAGES, DEMO_SETTINGS } from './demo-site';
import { seedDemoContent } from './seed';

// The demo site as the seed adds it to a database that already had the demo records (their
// pictures take seconds to draw; seed.test.ts seeds an empty database whole).

const read = async <T>(t: TestApp, url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

/** Marks the database as one the demo records were added to, as an older version left it. */
const hadDemoRecords = (t: TestApp) =>
  t.app.db.insertInto('app_meta').values({ key: 'demo_seeded_at', value: nowIso() }).execute();

describe("the demo site's texts are the template's", () => {
  it('settings: the name, contact details, hero and footer the template showed', () => {
    expect(DEMO_SETTINGS).toMatchObject({
      schoolName: 'Edu Meeting',
      contact: {
        phone: '+55 48 3024-0340',
        email: 'info@meeting.edu',
        address: 'Rua das Flores 120, Florianópolis - SC, Brazil',
        website: 'https://www.meeting.edu',
      },
      footerText: 'All Rights Reserved.',
      footerLinks: [
        { label: 'Design: TemplateMo', url: 'https://templatemo.com' },
        { label: 'Distribution: ThemeWagon', url: 'https://themewagon.com' },
      ],
      hero: { kicker: 'HELLO STUDENTS', title: 'WELCOME TO EDUCATION', ctaLabel: 'JOIN US NOW!' },
    });
  });

  it('home: the apply section, the five features, the four facts and questions, the contact heading', () => {
    expect(DEMO_HOME.applyHeading).toBe('APPLY FOR BACHELOR DEGREE');
    expect(DEMO_HOME.applyCards.map((card) => [card.title, card.buttonLabel])).toEqual([
      ['Apply For Bachelor Degree', 'Join Us Now!'],
      ['Apply For Master Degree', 'Join Us Now!'],
    ]);
    expect(DEMO_HOME.features.map((feature) => [feature.icon, feature.title])).toEqual([
      ['education', 'Best Education'],
      ['teachers', 'Best Teachers'],
      ['students', 'Best Students'],
      ['online', 'Online Meeting'],
      ['networking', 'Best Networking'],
    ]);
    expect(DEMO_HOME.facts).toEqual([
      { value: 94, suffix: '%', label: 'Succesed Students' },
      { value: 126, suffix: '', label: 'Current Teachers' },
      { value: 2345, suffix: '', label: 'New Students' },
      { value: 32, suffix: '', label: 'Awards' },
    ]);
    expect(DEMO_HOME.faq.map((item) => item.question)).toEqual([
      'About This Education Template',
      'Modern Layout For Every Screen',
      'Please Tell Your Friends',
      'Share This With Your Colleagues',
    ]);
    // The template-credit link, as Markdown.
    expect(DEMO_HOME.faq[0]?.answer).toContain('[TemplateMo](https://templatemo.com)');
    expect(DEMO_HOME.contactHeading).toBe("Let's get in touch");
  });

  it('pages: privacy, terms and about us, in honest demo words (no placeholder Latin)', () => {
    expect(DEMO_PAGES.map((page) => page.slug)).toEqual(['privacy', 'terms', 'about-us']);
    for (const page of DEMO_PAGES) {
      expect(page.body, page.slug).not.toMatch(/lorem|ipsum/i);
      expect(page.body, page.slug).toMatch(/demo content/i);
    }
    const privacy = DEMO_PAGES[0]?.body ?? '';
    for (const topic of [/accounts/i, /contact messages/i, /why/i]) expect(privacy).toMatch(topic);
  });
});

describe('seedDemoContent on a database that had the demo records before the site texts existed', () => {
  const t = useTestApp();

  it('adds the demo settings, home texts and pages, and reports the pages', async () => {
    await hadDemoRecords(t);
    expect(await seedDemoContent(t.app.db)).toEqual({ meetings: 0, courses: 0, pages: 3 });
    const site = await read<SiteAnswer>(t, '/api/site');
    expect(site.settings).toMatchObject({ ...DEMO_SETTINGS, logo: '' });
    expect(site.pages.map((page) => page.slug)).toEqual(['about-us', 'privacy', 'terms']);
    expect((await read<HomeContentAnswer>(t, '/api/site/home')).content).toEqual(DEMO_HOME);
    const privacy = await read<ContentPageBySlugAnswer>(t, '/api/pages/slug/privacy');
    expect(privacy.page).toMatchObject(DEMO_PAGES[0] ?? {});
  });

  it('does not bring back a demo page an admin deleted', async () => {
    const { page } = await read<ContentPageBySlugAnswer>(t, '/api/pages/slug/terms');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/pages/${page.id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await seedDemoContent(t.app.db)).toBeUndefined();
    expect(await countRows(t.app.db, 'pages')).toBe(2);
  });
});

describe("seedDemoContent never writes over a school's own site", () => {
  const t = useTestApp();

  it("keeps the school's settings and a page at a demo address, and adds only what is missing", async () => {
    const own = settingsInput({ schoolName: 'Our Own Academy' });
    const saved = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      own,
    );
    expect(saved.statusCode).toBe(200);
    const page = await sendJson(
      t.app,
      { method: 'POST', url: '/api/pages', token: t.adminToken },
      { title: 'Our privacy policy', slug: 'privacy', body: 'Ours.' },
    );
    expect(page.statusCode).toBe(201);
    await hadDemoRecords(t);

    expect(await seedDemoContent(t.app.db)).toEqual({ meetings: 0, courses: 0, pages: 2 });
    const site = await read<SiteAnswer>(t, '/api/site');
    expect(site.settings).toMatchObject(own);
    expect(site.pages).toEqual([
      { title: 'About us', slug: 'about-us' },
      { title: 'Our privacy policy', slug: 'privacy' },
      { title: 'Terms of use', slug: 'terms' },
    ]);
    // The home texts were never saved: the demo's are added.
    expect((await read<HomeContentAnswer>(t, '/api/site/home')).content).toEqual(DEMO_HOME);
  });
});

describe('without demo content', () => {
  const t = useTestApp({ SCHOOL_NAME: 'Riverside Academy' });

  it("shows the neutral defaults under SCHOOL_NAME, even after the seed ran on a school's own data", async () => {
    // A database with content of its own: the demo seed leaves it alone, site texts included.
    const course = await sendJson(
      t.app,
      { method: 'POST', url: '/api/courses', token: t.adminToken },
      { title: 'Real course', price: 10, rating: 4 },
    );
    expect(course.statusCode).toBe(201);
    expect(await seedDemoContent(t.app.db)).toBeUndefined();

    const site = await read<SiteAnswer>(t, '/api/site');
    expect(site.settings).toMatchObject({
      schoolName: 'Riverside Academy',
      hero: { kicker: 'Welcome', title: 'Riverside Academy', ctaLabel: 'Contact us' },
      contact: { address: '', phone: '', email: '', openingHours: '', website: '' },
      footerText: '',
      footerLinks: [],
      currency: 'USD',
    });
    expect(site.pages).toEqual([]);
    const home = await read<HomeContentAnswer>(t, '/api/site/home');
    expect(home.content).toMatchObject({ applyCards: [], features: [], facts: [], faq: [] });
    expect(JSON.stringify([site, home])).not.toMatch(/lorem|ipsum|Edu Meeting|meeting\.edu/i);
  });
});
