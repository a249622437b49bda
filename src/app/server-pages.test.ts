import type { MeetingFilter } from '@/contract';
import { meetingReadsApi } from '@/features/meetings/meetings-api';
import { pageReadsApi } from '@/features/pages/pages-api';
import {
  categoriesPageData,
  categoryList,
  makeCategory,
  TEMPLATE_CATEGORY_RECORDS,
} from '@/testing/category-fixtures';
import type { PageData } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { headOf, pageReads, redirectOf } from './server-pages';
import { matchSitePage } from './site-routes';
import { makeStore } from './store';

/** A server page's store, with these answers. */
function storeWith(pageData: PageData = {}) {
  const store = makeStore();
  for (const seed of Object.values(pageData)) seed(store);
  return store;
}
const stateWith = (pageData?: PageData) => storeWith(pageData).getState();

const PLACE = { origin: 'https://school.example', path: '/login' };

/** The template's three and one of the school's own, 'Open days' at 'open-days'. */
const SCHOOL = [
  ...TEMPLATE_CATEGORY_RECORDS,
  makeCategory({ _id: 'c4', name: 'Open days', slug: 'open-days', order: 4 }),
];

function siteMatch(pathname: string) {
  const match = matchSitePage(pathname);
  if (!match.site) throw new Error(`${pathname} is not a public page`);
  return match;
}

describe("the server's side of the public pages", () => {
  describe('sends the visitor where the list is when its address is not one', () => {
    const listOf = (category: MeetingFilter, page: number, totalPages: number): PageData => ({
      list: (store) =>
        store.dispatch(
          meetingReadsApi.util.upsertQueryEntries([
            {
              endpointName: 'meetingsPage',
              arg: { category, page },
              value: {
                success: true,
                meetings: [],
                page,
                limit: 9,
                totalPages,
                totalMeetings: totalPages * 9,
              },
            },
          ]),
        ),
    });
    it.each([
      ['/meetings/category/Soon', '?page=5', listOf('Soon', 5, 2), '/meetings/category/Soon?page=2'],
      ['/meetings/category/soon', '?page=2', {}, '/meetings/category/Soon?page=2'],
      ['/meetings/category/nonsense', '', {}, '/meetings/category/All%20Meetings'],
      // The school's own category, at its address; an old link by its name leads there.
      ['/meetings/category/Open%20days', '?page=2', {}, '/meetings/category/open-days?page=2'],
      ['/meetings/category/open-days', '', listOf('Open days', 1, 1), null],
      ['/meetings/category/Soon', '?page=2', listOf('Soon', 2, 2), null],
      ['/meetings', '', listOf('All Meetings', 1, 0), null],
      ['/meetings/category/All%20Meetings', '?page=2', listOf('All Meetings', 2, 3), null],
    ])('%s%s', (pathname, search, data, to) => {
      const state = stateWith({ ...sitePageData(), ...categoriesPageData(SCHOOL), ...data });
      expect(redirectOf(siteMatch(pathname), new URLSearchParams(search), state)).toBe(to);
    });

    it('sends nobody anywhere when the categories could not be read', () => {
      const state = stateWith(sitePageData());
      expect(redirectOf(siteMatch('/meetings/category/soon'), new URLSearchParams(), state)).toBeNull();
    });
  });

  it.each([
    ['/', '', ['/api/site/home', '/api/meetings?limit=4', '/api/courses', '/api/categories']],
    ['/meetings', '', ['/api/categories', '/api/meetings/category/All%20Meetings?page=1&limit=9']],
    ['/meetings/category/soon', '?page=2', ['/api/categories', '/api/meetings/category/Soon?page=2&limit=9']],
    [
      '/meetings/category/open-days',
      '',
      ['/api/categories', '/api/meetings/category/Open%20days?page=1&limit=9'],
    ],
    [
      '/meetings/category/nonsense',
      '?page=2',
      ['/api/categories', '/api/meetings/category/All%20Meetings?page=1&limit=9'],
    ],
    ['/meetings/m42', '', ['/api/meetings/m42']],
    ['/meetingAllDetails', '', ['/api/meetings?limit=100']],
    ['/login', '', []],
    // Drawn without a login: the visitor's registrations are read in the browser.
    ['/my-meetings', '', []],
    ['/pages/privacy', '', ['/api/pages/slug/privacy']],
  ])("draws %s%s with the school's settings and the answers it shows", async (pathname, search, urls) => {
    const match = siteMatch(pathname);
    expect(match.found).toBe(true);
    const asked: string[] = [];
    const store = makeStore(undefined, {
      fetchApi: (url) => {
        asked.push(url);
        return Promise.resolve(
          url === '/api/categories'
            ? { status: 200, body: categoryList(SCHOOL) }
            : { status: 404, body: { message: 'Not here' } },
        );
      },
    });
    await Promise.all(pageReads(match, new URLSearchParams(search)).map((read) => read(store.dispatch)));
    expect(asked).toEqual(['/api/site', ...urls]);
  });

  it("names the school of the settings the page was drawn with in the page's head", () => {
    const state = stateWith(sitePageData({ settings: { schoolName: 'Hilltop School' } }));
    const head = headOf(siteMatch('/login'), new URLSearchParams(), state, PLACE);
    expect(head.title).toBe('Login – Hilltop School');
    expect(head.siteName).toBe('Hilltop School');
  });

  it("heads a content page with its title and its text's first words, at its own address", () => {
    const store = storeWith(sitePageData({ settings: { schoolName: 'Hilltop School' } }));
    store.dispatch(
      pageReadsApi.util.upsertQueryEntries([
        {
          endpointName: 'contentPageBySlug',
          arg: 'privacy',
          value: {
            _id: 'p1',
            id: 'p1',
            title: 'Privacy Notice',
            slug: 'privacy',
            body: '# What we keep\n\nOnly **your name** and [e-mail](mailto:a@b.example).',
            createdAt: '2026-01-10T09:00:00.000Z',
            updatedAt: '2026-01-10T09:00:00.000Z',
          },
        },
      ]),
    );
    const state = store.getState();
    const place = { origin: 'https://school.example', path: '/pages/privacy' };
    const head = headOf(siteMatch('/pages/privacy'), new URLSearchParams(), state, place);
    expect(head.title).toBe('Privacy Notice – Hilltop School');
    expect(head.description).toBe('What we keep Only your name and e-mail.');
    expect(head.canonical).toBe('https://school.example/pages/privacy');
    expect(head.noindex).toBeUndefined();

    const missing = headOf(siteMatch('/pages/nowhere'), new URLSearchParams(), state, {
      ...place,
      path: '/pages/nowhere',
    });
    expect(missing.title).toBe('Page not found – Hilltop School');
    expect(missing.noindex).toBe(true);
  });

  it("heads a category's list at its own address, by its name", () => {
    const state = stateWith({ ...sitePageData(), ...categoriesPageData(SCHOOL) });
    const at = (pathname: string) =>
      headOf(siteMatch(pathname), new URLSearchParams(), state, {
        origin: 'https://school.example',
        path: pathname,
      });
    expect(at('/meetings/category/open-days').canonical).toBe(
      'https://school.example/meetings/category/open-days',
    );
    expect(at('/meetings/category/open-days').title).toMatch(/Open days/);
    expect(at('/meetings/category/Soon').canonical).toBe('https://school.example/meetings/category/Soon');
  });

  it('invents no name when the settings could not be read', () => {
    const head = headOf(siteMatch('/login'), new URLSearchParams(), stateWith(), PLACE);
    expect(head.title).toBe('Login');
    expect(head.description).toBe('Log in to your account to book meetings and manage your details.');
  });

  it('keeps My meetings, a page of one logged-in visitor, out of search engines', () => {
    const state = stateWith(sitePageData({ settings: { schoolName: 'Hilltop School' } }));
    const head = headOf(siteMatch('/my-meetings'), new URLSearchParams(), state, {
      origin: 'https://school.example',
      path: '/my-meetings',
    });
    expect(head.title).toBe('My Meetings – Hilltop School');
    expect(head.description).toBe('The meetings you registered for with your Hilltop School account.');
    expect(head.noindex).toBe(true);
  });
});
