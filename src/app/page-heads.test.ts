import { makeCourse } from '@/testing/course-fixtures';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { siteSettingsFixture } from '@/testing/site-fixtures';
import { homeHead, loginHead, meetingHead, meetingsListHead, type HeadContext } from './page-heads';

const ORIGIN = 'https://school.example';

const context = (site: Parameters<typeof siteSettingsFixture>[0] = {}, path = '/'): HeadContext => ({
  origin: ORIGIN,
  path,
  site: siteSettingsFixture({ schoolName: 'Hilltop School', ...site }),
});

/** The structured data as the page carries it (JSON: what is undefined is left out). */
const asWritten = (value: object): unknown => JSON.parse(JSON.stringify(value));

describe("the pages' heads", () => {
  it('name the school in the title, the share card and the descriptions', () => {
    const home = homeHead(context());
    expect(home.title).toBe('Hilltop School – Courses and Upcoming Meetings');
    expect(home.siteName).toBe('Hilltop School');
    expect(home.description).toMatch(/^Hilltop School: our courses, upcoming meetings/);

    const login = loginHead(context({}, '/login'));
    expect(login.title).toBe('Login – Hilltop School');
    expect(login.description).toBe(
      'Log in to your Hilltop School account to book meetings and manage your details.',
    );
    expect(meetingsListHead(context(), 'Soon', 2).title).toBe('Soon Meetings (page 2) – Hilltop School');
  });

  it('describe the school with the contact details and logo its settings hold', () => {
    const head = homeHead(
      context({
        contact: {
          email: 'office@hilltop.example',
          phone: '+44 20 7946 0000',
          address: '1 Hill Road, Leeds',
          openingHours: '',
          website: '',
        },
        logo: '/uploads/logo.webp',
      }),
    );
    expect(asWritten(head.jsonLd[0] ?? {})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Hilltop School',
      url: `${ORIGIN}/`,
      email: 'office@hilltop.example',
      telephone: '+44 20 7946 0000',
      address: '1 Hill Road, Leeds',
      logo: `${ORIGIN}/uploads/logo.webp`,
    });
  });

  it('leave out the contact details and logo the school has not set', () => {
    const head = homeHead(context());
    expect(asWritten(head.jsonLd[0] ?? {})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Hilltop School',
      url: `${ORIGIN}/`,
    });
  });

  it("price meetings and courses in the school's currency, with the school as organizer", () => {
    const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair', price: 12.5 });
    const head = meetingHead(context({ currency: 'EUR' }, '/meetings/m42'), meeting);
    expect(head.title).toBe('Science Fair – Hilltop School');
    expect(head.jsonLd[0]).toMatchObject({
      offers: { '@type': 'Offer', price: 12.5, priceCurrency: 'EUR' },
      organizer: { '@type': 'EducationalOrganization', name: 'Hilltop School' },
    });

    const home = homeHead(context({ currency: 'GBP' }), [makeCourse({ price: 0 })]);
    expect(home.jsonLd[1]).toMatchObject({
      itemListElement: [
        {
          item: {
            provider: { name: 'Hilltop School' },
            offers: { price: 0, priceCurrency: 'GBP', category: 'Free' },
          },
        },
      ],
    });
  });
});
