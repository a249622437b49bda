import type { ContentPageInput, HomeContent, SiteSettingsInput } from '@/contract';

/** Settings that pass every rule, as the admin screen sends them; overrides change fields. */
export const settingsInput = (overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput => ({
  schoolName: 'Riverside Academy',
  contact: {
    address: '12 River Road, Springfield',
    phone: '+1 555 0100',
    email: 'office@riverside.test',
    openingHours: 'Mon-Fri 08:00-16:00',
    website: 'https://riverside.test',
  },
  social: {
    facebook: 'https://facebook.com/riverside',
    twitter: '',
    linkedin: '',
    instagram: 'https://instagram.com/riverside',
    youtube: '',
  },
  footerText: 'Registered charity 123456.',
  footerLinks: [{ label: 'School board', url: 'https://board.riverside.test' }],
  hero: { kicker: 'Welcome', title: 'Learn by the river', ctaLabel: 'Visit us' },
  currency: 'EUR',
  phoneAtSignUp: 'optional',
  ...overrides,
});

/** Home texts that pass every rule, one item in every list; overrides change fields. */
export const homeContent = (overrides: Partial<HomeContent> = {}): HomeContent => ({
  applyHeading: 'Apply now',
  applyCards: [{ title: 'Year 7 places', text: 'Applications close in March.', buttonLabel: 'Ask us' }],
  features: [{ icon: 'teachers', title: 'Small classes', text: 'Never more than 20 pupils.' }],
  facts: [{ value: 98, suffix: '%', label: 'Pass rate' }],
  faq: [
    {
      question: 'When does term start?',
      answer: 'On **5 September**; see [the calendar](https://riverside.test/calendar).',
    },
  ],
  contactHeading: 'Talk to us',
  contactText: 'The office answers within two school days.',
  factsHeading: 'Our school in numbers',
  factsVideoUrl: 'https://video.example.org/open-day',
  ...overrides,
});

let pageCounter = 0;

/** A content page that passes every rule, at an address no other test uses; overrides change fields. */
export function pageInput(overrides: Partial<ContentPageInput> = {}): ContentPageInput {
  pageCounter += 1;
  return {
    title: `Page ${pageCounter}`,
    slug: `page-${pageCounter}`,
    body: `## Heading ${pageCounter}\n\nSome *Markdown* text.`,
    ...overrides,
  };
}

/** `count` copies of `item`: a list of a given size. */
export const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
