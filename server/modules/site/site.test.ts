import type { LightMyRequestResponse } from 'fastify';
import {
  ALL_HOME_SECTIONS_SHOWN,
  AUDIT_RETENTION_DAYS,
  CURRENCIES,
  DEFAULT_COLOURS,
  DEFAULT_MENU,
  FEATURE_ICONS,
  SITE_LIMITS,
  type HomeContent,
  type HomeContentAnswer,
  type SettingsSavedAnswer,
  type SiteAnswer,
  type SiteSettingsInput,
} from '@/contract';
import { allDataVersions, dataVersion } from '../../db/data-versions';
import { homeContent, pageInput, settingsInput, times } from '../../testing/site-fixtures';
import {
  bearer,
  expectError,
  sendForm,
  sendJson,
  useTestApp,
  useUserToken,
  type FormValue,
} from '../../testing/test-app';
import { solidImage, UPLOAD_URL } from '../../testing/test-images';
import { DEFAULT_HOME, defaultSettings } from './site-defaults';

const t = useTestApp();
const userToken = useUserToken(t);

const getSite = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site' });
  expect(response.statusCode).toBe(200);
  return response.json<SiteAnswer>();
};
const getHome = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site/home' });
  expect(response.statusCode).toBe(200);
  return response.json<HomeContentAnswer>().content;
};
const putSettings = (body: unknown, token: string | null = t.adminToken) =>
  sendJson(t.app, { method: 'PUT', url: '/api/site/settings', token }, body);
const putHome = (body: unknown, token: string | null = t.adminToken) =>
  sendJson(t.app, { method: 'PUT', url: '/api/site/home', token }, body);
const postLogo = (fields: Record<string, FormValue>, token: string | null = t.adminToken) =>
  sendForm(t.app, { method: 'POST', url: '/api/site/logo', token }, fields);
const deleteLogo = (token: string | null = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: '/api/site/logo', headers: token ? bearer(token) : {} });

const savedSettings = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsSavedAnswer>().settings;
};

describe('before an admin has written anything (no demo content)', () => {
  const named = useTestApp({ SCHOOL_NAME: 'Springfield High School' });

  it('GET /api/site answers the neutral defaults, named after SCHOOL_NAME, and no pages', async () => {
    const response = await named.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteAnswer>()).toEqual({
      message: 'Site fetched successfully',
      settings: {
        schoolName: 'Springfield High School',
        logo: '',
        contact: { address: '', phone: '', email: '', openingHours: '', website: '' },
        social: { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' },
        footerText: '',
        footerLinks: [],
        hero: { kicker: 'Welcome', title: 'Springfield High School', ctaLabel: 'Contact us' },
        currency: 'USD',
        phoneAtSignUp: 'required',
        auditRetentionDays: AUDIT_RETENTION_DAYS.default,
        homeSections: ALL_HOME_SECTIONS_SHOWN,
        menu: DEFAULT_MENU,
        primaryColor: DEFAULT_COLOURS.primaryColor,
        accentColor: DEFAULT_COLOURS.accentColor,
        // English, long dates, on UTC, until the school says otherwise.
        language: 'en',
        languages: ['en'],
        timeZone: 'UTC',
        dateStyle: 'long',
        updatedAt: '',
      },
      pages: [],
      // Nothing to show yet: no meetings, courses, apply cards; the contact section always shows.
      menu: [
        { label: 'HOME', href: '/' },
        { label: 'MEETINGS', href: '/meetings' },
        // The PAGES dropdown without Meeting Details: no meeting is coming.
        { label: 'PAGES', links: [{ label: 'Upcoming Meetings', href: '/meetings' }] },
        { label: 'CONTACT US', href: '/#contact' },
      ],
    });
  });

  it('GET /api/site/home answers empty lists (their sections stay hidden) and a plain contact heading', async () => {
    const response = await named.app.inject({ method: 'GET', url: '/api/site/home' });
    const { message, content } = response.json<HomeContentAnswer>();
    expect(message).toBe('Home content fetched successfully');
    const { applyCards, features, facts, faq, ...texts } = content;
    expect([applyCards, features, facts, faq]).toEqual([[], [], [], []]);
    expect(texts).toEqual({
      applyHeading: '',
      contactHeading: 'Contact us',
      contactText: '',
      factsHeading: 'Facts and figures',
      // No template video: the play button shows only for the school's own.
      factsVideoUrl: '',
    });
  });

  it("is 'Our School' when SCHOOL_NAME is not set", async () => {
    expect((await getSite()).settings.schoolName).toBe('Our School');
  });
});

describe('PUT /api/site/settings', () => {
  it('saves which home sections show, and keeps them when a body (an older client) leaves them out', async () => {
    const hidden = { ...ALL_HOME_SECTIONS_SHOWN, courses: false, faq: false };
    expect(savedSettings(await putSettings(settingsInput({ homeSections: hidden }))).homeSections).toEqual(
      hidden,
    );
    const { homeSections: _left, ...older } = settingsInput();
    expect(savedSettings(await putSettings(older)).homeSections).toEqual(hidden);
    expect((await getSite()).settings.homeSections).toEqual(hidden);
    savedSettings(await putSettings(settingsInput({ homeSections: ALL_HOME_SECTIONS_SHOWN })));
  });

  it('refuses home sections that are not yes or no, naming the field', async () => {
    const response = await putSettings({
      ...settingsInput(),
      homeSections: { ...ALL_HOME_SECTIONS_SHOWN, courses: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Show the courses section/);
  });

  it('saves every setting; GET /api/site answers them at once', async () => {
    const input = settingsInput();
    const settings = savedSettings(await putSettings(input));
    expect(settings).toEqual({
      ...input,
      auditRetentionDays: AUDIT_RETENTION_DAYS.default,
      homeSections: ALL_HOME_SECTIONS_SHOWN,
      menu: DEFAULT_MENU,
      ...DEFAULT_COLOURS,
      language: 'en',
      languages: ['en'],
      timeZone: 'UTC',
      dateStyle: 'long',
      logo: '',
      updatedAt: settings.updatedAt,
    });
    expect(new Date(settings.updatedAt).toISOString()).toBe(settings.updatedAt);
    expect((await getSite()).settings).toEqual(settings);
  });

  it('trims the ends of every text, however deep, and keeps what is inside as sent', async () => {
    const input = settingsInput();
    const settings = savedSettings(
      await putSettings({
        ...input,
        schoolName: '  Riverside  Academy ',
        contact: { ...input.contact, email: ' office@riverside.test ' },
        footerLinks: [{ label: ' Board ', url: ' https://board.riverside.test ' }],
      }),
    );
    expect(settings.schoolName).toBe('Riverside  Academy');
    expect(settings.contact.email).toBe('office@riverside.test');
    expect(settings.footerLinks).toEqual([{ label: 'Board', url: 'https://board.riverside.test' }]);
  });

  it('stores HTML as text and answers it unchanged (the client shows it as text)', async () => {
    const html = {
      schoolName: '<b>Bold</b> & <script>alert(1)</script>',
      footerText: '<img src=x onerror="alert(1)"> &amp; <a href="javascript:alert(1)">x</a>',
      hero: { kicker: '<i>Hi</i>', title: '</h1><h1>Injected', ctaLabel: '<button>Go</button>' },
    } satisfies Partial<SiteSettingsInput>;
    const settings = savedSettings(await putSettings(settingsInput(html)));
    expect(settings).toMatchObject(html);
    expect((await getSite()).settings).toMatchObject(html);
  });

  it('accepts every currency, empty contact details and social links, and no footer links', async () => {
    for (const currency of CURRENCIES) {
      const input = settingsInput({
        currency,
        contact: { address: '', phone: '', email: '', openingHours: '', website: '' },
        social: { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' },
        footerLinks: [],
        footerText: '',
      });
      expect(savedSettings(await putSettings(input))).toMatchObject(input);
    }
  });

  it('accepts the longest texts and the most footer links', async () => {
    const input = settingsInput({
      schoolName: 'é'.repeat(SITE_LIMITS.schoolName),
      footerText: 'f'.repeat(SITE_LIMITS.footerText),
      footerLinks: times(SITE_LIMITS.footerLinks, { label: 'l'.repeat(120), url: 'http://example.org/a' }),
    });
    expect(savedSettings(await putSettings(input))).toMatchObject(input);
  });

  const valid = settingsInput();
  const REFUSED: [label: string, body: unknown, message: string][] = [
    ['no school name', { ...valid, schoolName: undefined }, 'School name is required'],
    ['an empty school name', { ...valid, schoolName: '' }, 'School name is required'],
    ['a school name of spaces', { ...valid, schoolName: '    ' }, 'School name is required'],
    [
      'a school name too long',
      { ...valid, schoolName: 'x'.repeat(81) },
      'School name must be at most 80 characters',
    ],
    [
      'an http Facebook address',
      { ...valid, social: { ...valid.social, facebook: 'http://facebook.com/riverside' } },
      'Facebook must be an https:// address',
    ],
    [
      'a YouTube handle instead of an address',
      { ...valid, social: { ...valid.social, youtube: '@riverside' } },
      'YouTube must be an https:// address',
    ],
    [
      'an e-mail without @',
      { ...valid, contact: { ...valid.contact, email: 'office.riverside.test' } },
      'E-mail must be an e-mail address, like office@school.org',
    ],
    [
      'a javascript: website',
      { ...valid, contact: { ...valid.contact, website: 'javascript:alert(1)' } },
      'Website must be a web address starting with http:// or https://',
    ],
    [
      'a website without its scheme',
      { ...valid, contact: { ...valid.contact, website: 'www.riverside.test' } },
      'Website must be a web address starting with http:// or https://',
    ],
    ['no contact details', { ...valid, contact: undefined }, 'Contact details is required'],
    [
      'a contact detail missing',
      { ...valid, contact: { ...valid.contact, phone: undefined } },
      'Phone is required',
    ],
    [
      'five footer links',
      { ...valid, footerLinks: times(5, { label: 'L', url: 'https://x.test' }) },
      'Footer links can have at most 4 items',
    ],
    [
      'a footer link to an ftp address',
      {
        ...valid,
        footerLinks: [
          { label: 'A', url: 'https://a.test' },
          { label: 'B', url: 'ftp://b.test' },
        ],
      },
      'Link address (item 2) must be a web address starting with http:// or https://',
    ],
    [
      'a footer link without a label',
      { ...valid, footerLinks: [{ label: '', url: 'https://a.test' }] },
      'Link label (item 1) is required',
    ],
    [
      'a footer text too long',
      { ...valid, footerText: 'x'.repeat(201) },
      'Footer text must be at most 200 characters',
    ],
    ['an empty hero title', { ...valid, hero: { ...valid.hero, title: ' ' } }, 'Hero title is required'],
    [
      'an unknown currency',
      { ...valid, currency: 'XYZ' },
      `Currency must be one of: ${CURRENCIES.join(', ')}`,
    ],
    ['a school name that is a number', { ...valid, schoolName: { a: 1 } }, 'School name must be a string'],
  ];

  it.each(REFUSED)('refuses %s with its message, and changes nothing', async (_label, body, message) => {
    const before = await getSite();
    expectError(await putSettings(body), 400, message);
    expect(await getSite()).toEqual(before);
  });

  it('drops fields it does not know, the logo and updatedAt among them', async () => {
    const before = (await getSite()).settings;
    const input = settingsInput();
    const settings = savedSettings(
      await putSettings({
        ...input,
        contact: { ...input.contact, fax: '+1 555 0199' },
        footerLinks: [{ ...input.footerLinks[0], target: '_blank' }],
        logo: '/uploads/abc.webp',
        updatedAt: 'x',
        extra: 1,
      }),
    );
    expect(settings.logo).toBe(before.logo);
    expect(settings).toEqual({
      ...input,
      auditRetentionDays: before.auditRetentionDays,
      homeSections: before.homeSections,
      menu: before.menu,
      primaryColor: before.primaryColor,
      accentColor: before.accentColor,
      language: before.language,
      languages: before.languages,
      timeZone: before.timeZone,
      dateStyle: before.dateStyle,
      logo: before.logo,
      updatedAt: settings.updatedAt,
    });
    const stored = await t.app.db
      .selectFrom('site_content')
      .select('value')
      .where('key', '=', 'settings')
      .executeTakeFirstOrThrow();
    // (The menu has targets of its own: the footer link's is the one that must be gone.)
    expect(stored.value).not.toMatch(/fax|_blank|extra|updatedAt/);
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    const before = await getSite();
    expectError(await putSettings(settingsInput(), null), 401);
    expectError(await putSettings(settingsInput(), userToken()), 403);
    expect(await getSite()).toEqual(before);
  });
});

describe('the logo', () => {
  const png = () => solidImage('png', { width: 240, height: 80 }, '#1f4e79');

  it('POST /api/site/logo stores an image as meeting pictures are and serves it; the settings keep it', async () => {
    const before = savedSettings(await putSettings(settingsInput({ schoolName: 'Logo School' })));
    const response = await postLogo({
      logo: { filename: 'logo.png', contentType: 'image/png', data: await png() },
    });
    const settings = savedSettings(response);
    expect(response.json<SettingsSavedAnswer>().message).toBe('Logo saved successfully');
    expect(settings.logo).toMatch(UPLOAD_URL);
    expect(settings).toEqual({ ...before, logo: settings.logo, updatedAt: settings.updatedAt });

    const image = await t.app.inject({ method: 'GET', url: settings.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await getSite()).settings.logo).toBe(settings.logo);

    // Saving the other settings leaves the logo alone.
    expect(savedSettings(await putSettings(settingsInput())).logo).toBe(settings.logo);
  });

  it('DELETE /api/site/logo removes it', async () => {
    await postLogo({ logo: { filename: 'logo.png', contentType: 'image/png', data: await png() } });
    const response = await deleteLogo();
    expect(response.json<SettingsSavedAnswer>().message).toBe('Logo removed successfully');
    expect(savedSettings(response).logo).toBe('');
    expect((await getSite()).settings.logo).toBe('');
  });

  it('works on a site whose settings were never saved (the defaults keep their values)', async () => {
    const fresh = await t.app.db.deleteFrom('site_content').where('key', '=', 'settings').execute();
    expect(fresh).toBeDefined();
    const settings = savedSettings(
      await postLogo({ logo: { filename: 'logo.png', contentType: 'image/png', data: await png() } }),
    );
    expect(settings).toEqual({
      ...defaultSettings(t.config.schoolName),
      logo: settings.logo,
      updatedAt: settings.updatedAt,
    });
  });

  it.each([
    [
      'a text file',
      { logo: { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('not an image at all') } },
      'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
    ],
    ['no file', {}, 'Logo is required'],
    [
      'a text field instead of a file',
      { logo: 'https://example.org/logo.png' },
      'Logo must be an image file',
    ],
  ] as [string, Record<string, FormValue>, string][])(
    'refuses %s, and the logo stays as it was',
    async (_label, fields, message) => {
      const before = (await getSite()).settings.logo;
      expectError(await postLogo(fields), 400, message);
      expect((await getSite()).settings.logo).toBe(before);
    },
  );

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    const file = { logo: { filename: 'logo.png', contentType: 'image/png', data: await png() } };
    expectError(await postLogo(file, null), 401);
    expectError(await postLogo(file, userToken()), 403);
    expectError(await deleteLogo(null), 401);
    expectError(await deleteLogo(userToken()), 403);
  });
});

describe('the home page texts', () => {
  it('PUT /api/site/home saves them whole; GET answers them at once', async () => {
    const content = homeContent();
    const response = await putHome(content);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HomeContentAnswer>()).toEqual({
      message: 'Home content saved successfully',
      content,
    });
    expect(await getHome()).toEqual(content);
  });

  it('keeps only the fields it knows, inside the lists too', async () => {
    const content = homeContent();
    const response = await putHome({
      ...content,
      faq: [{ ...content.faq[0], open: true }],
      facts: [{ ...content.facts[0], color: 'red' }],
      extra: 'x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<HomeContentAnswer>().content).toEqual(content);
    expect(await getHome()).toEqual(content);
  });

  it('takes empty lists (the client hides those sections)', async () => {
    const content = homeContent({ applyCards: [], features: [], facts: [], faq: [] });
    expect((await putHome(content)).statusCode).toBe(200);
    expect(await getHome()).toEqual(content);
  });

  it('takes every list at its largest, with every icon and suffix', async () => {
    const content = homeContent({
      applyCards: times(SITE_LIMITS.applyCards, { title: 'Card', text: 't'.repeat(600), buttonLabel: 'Go' }),
      features: ([...FEATURE_ICONS, ...FEATURE_ICONS, 'online', 'education'] as const).map((icon) => ({
        icon,
        title: icon,
        text: '',
      })),
      facts: [
        { value: 0, suffix: '', label: 'Zero' },
        { value: SITE_LIMITS.factValue, suffix: '+', label: 'Most' },
        ...times(SITE_LIMITS.facts - 2, { value: 50, suffix: '%' as const, label: 'Half' }),
      ],
      faq: times(SITE_LIMITS.faq, { question: 'Q?', answer: 'a'.repeat(600) }),
    });
    expect(content.features).toHaveLength(SITE_LIMITS.features);
    const response = await putHome(content);
    expect(response.statusCode, response.body).toBe(200);
    expect(await getHome()).toEqual(content);
  });

  it('stores HTML and Markdown as text and answers them unchanged', async () => {
    const content = homeContent({
      applyHeading: '<h1>Apply</h1>',
      faq: [
        {
          question: '<script>alert(1)</script>?',
          answer: '[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
        },
      ],
      contactText: '<iframe src="https://evil.test"></iframe>',
    });
    expect((await putHome(content)).statusCode).toBe(200);
    expect(await getHome()).toEqual(content);
  });

  const valid = homeContent();
  const REFUSED: [label: string, body: Partial<Record<keyof HomeContent, unknown>>, message: string][] = [
    [
      'seven apply cards',
      { applyCards: times(7, valid.applyCards[0]) },
      'Apply cards can have at most 6 items',
    ],
    ['thirteen features', { features: times(13, valid.features[0]) }, 'Features can have at most 12 items'],
    ['nine facts', { facts: times(9, valid.facts[0]) }, 'Facts can have at most 8 items'],
    ['twenty-one questions', { faq: times(21, valid.faq[0]) }, 'Questions can have at most 20 items'],
    [
      'an unknown icon',
      { features: [{ icon: 'rocket', title: 'T', text: '' }] },
      `Feature icon (item 1) must be one of: ${FEATURE_ICONS.join(', ')}`,
    ],
    [
      'a fact over a billion',
      { facts: [{ value: 1_000_000_001, suffix: '', label: 'Many' }] },
      'Fact number (item 1) must be 1000000000 or less',
    ],
    [
      'a negative fact',
      { facts: [{ value: -1, suffix: '', label: 'Less' }] },
      'Fact number (item 1) must be 0 or more',
    ],
    [
      'a fact that is not a whole number',
      { facts: [{ value: 1.5, suffix: '', label: 'Half' }] },
      'Fact number (item 1) must be a whole number',
    ],
    [
      'an unknown fact suffix',
      { facts: [{ value: 1, suffix: 'k', label: 'K' }] },
      'Fact suffix (item 1) must be one of: (none), %, +',
    ],
    [
      'a question without words',
      { faq: [valid.faq[0], { question: '', answer: 'A' }] },
      'Question (item 2) is required',
    ],
    [
      'an answer too long',
      { faq: [{ question: 'Q', answer: 'a'.repeat(601) }] },
      'Answer (item 1) must be at most 600 characters',
    ],
    [
      'a card without a button label',
      { applyCards: [{ title: 'T', text: '' }] },
      'Card button label (item 1) is required',
    ],
    ['no contact heading', { contactHeading: undefined }, 'Contact heading is required'],
  ];

  it.each(REFUSED)('refuses %s with its message, and changes nothing', async (_label, change, message) => {
    const before = await getHome();
    expectError(await putHome({ ...valid, ...change }), 400, message);
    expect(await getHome()).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    const before = await getHome();
    expectError(await putHome(homeContent({ applyHeading: 'Nope' }), null), 401);
    expectError(await putHome(homeContent({ applyHeading: 'Nope' }), userToken()), 403);
    expect(await getHome()).toEqual(before);
  });
});

describe('what was stored and cannot be read', () => {
  const other = useTestApp({ SCHOOL_NAME: 'Fallback College' });
  const store = (key: 'settings' | 'home', value: string) =>
    other.app.db
      .insertInto('site_content')
      .values({ key, value, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  const read = async <T>(url: string) => {
    const response = await other.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it.each([
    ['not JSON', '{"schoolName": '],
    ['JSON of another shape', '[1, 2, 3]'],
    ['a field of the wrong kind', JSON.stringify({ ...settingsInput(), currency: 'XYZ', logo: '' })],
  ])('falls back to the defaults for settings that are %s (never a 500)', async (_label, value) => {
    await store('settings', value);
    expect((await read<SiteAnswer>('/api/site')).settings).toEqual(defaultSettings('Fallback College'));
  });

  it('fills a field a document lacks with its default, and drops one the contract does not list', async () => {
    const { social: _social, ...older } = settingsInput();
    await store('settings', JSON.stringify({ ...older, logo: '', retired: 'field' }));
    const { settings } = await read<SiteAnswer>('/api/site');
    expect(settings).toMatchObject({ ...older, social: defaultSettings('x').social });
    expect(settings).not.toHaveProperty('retired');
  });

  it("keeps a school's home texts saved before the facts' heading and video existed, with their defaults", async () => {
    const { factsHeading: _heading, factsVideoUrl: _video, ...older } = homeContent();
    await store('home', JSON.stringify(older));
    const { content } = await read<HomeContentAnswer>('/api/site/home');
    expect(content).toEqual({ ...older, factsHeading: DEFAULT_HOME.factsHeading, factsVideoUrl: '' });
  });

  it('falls back to the default home texts for a document that is not JSON', async () => {
    await store('home', 'not json');
    expect((await read<HomeContentAnswer>('/api/site/home')).content).toEqual(DEFAULT_HOME);
  });
});

describe('change counters: the cached answers and pages refresh when the site changes', () => {
  it('moves site_content with settings, logo and home saves, and pages with a page', async () => {
    const counter = () => dataVersion(t.app.db, 'site_content');
    let before = await counter();
    const stamp = await allDataVersions(t.app.db);

    await getSite(); // cached now
    savedSettings(await putSettings(settingsInput({ schoolName: 'Counted School' })));
    expect(await counter()).toBeGreaterThan(before);
    expect(await allDataVersions(t.app.db)).not.toBe(stamp);
    expect((await getSite()).settings.schoolName).toBe('Counted School');

    before = await counter();
    await getHome();
    await putHome(homeContent({ contactHeading: 'Counted heading' }));
    expect(await counter()).toBeGreaterThan(before);
    expect((await getHome()).contactHeading).toBe('Counted heading');

    before = await counter();
    await deleteLogo();
    expect(await counter()).toBeGreaterThan(before);

    const pages = await dataVersion(t.app.db, 'pages');
    const page = pageInput({ title: 'Counted page' });
    const created = await sendJson(t.app, { method: 'POST', url: '/api/pages', token: t.adminToken }, page);
    expect(created.statusCode).toBe(201);
    expect(await dataVersion(t.app.db, 'pages')).toBeGreaterThan(pages);
    expect((await getSite()).pages).toContainEqual({ title: page.title, slug: page.slug });
  });
});
