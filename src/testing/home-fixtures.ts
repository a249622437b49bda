import { expect } from 'vitest';
import type { HomeContent } from '@/contract';
import { homeContentApi } from '@/lib/home-content';
import type { PageData } from './render';

/**
 * A school's home page texts, in the contract's order: the demo's headings and titles, shorter texts
 * and facts of their own (the demo's are server/seed/demo-site.ts's); override what a test is about.
 */
export function homeContentFixture(overrides: Partial<HomeContent> = {}): HomeContent {
  return {
    applyHeading: 'APPLY FOR BACHELOR DEGREE',
    applyCards: [
      {
        title: 'Apply For Bachelor Degree',
        text: 'Start your studies with a programme built around small classes and friendly tutors.',
        buttonLabel: 'Join Us Now!',
      },
      {
        title: 'Apply For Master Degree',
        text: 'Take the next step in your career with a master programme and flexible evening classes.',
        buttonLabel: 'Join Us Now!',
      },
    ],
    features: [
      {
        icon: 'education',
        title: 'Best Education',
        text: 'Curricula that prepare you for the work you want.',
      },
      {
        icon: 'teachers',
        title: 'Best Teachers',
        text: 'Experienced tutors who know every student by name.',
      },
      { icon: 'students', title: 'Best Students', text: 'A curious, welcoming community.' },
      { icon: 'online', title: 'Online Meeting', text: 'Join lectures and open days from home.' },
      { icon: 'networking', title: 'Best Networking', text: 'Meet alumni and partner companies.' },
    ],
    facts: [
      { value: 97, suffix: '%', label: 'Graduates in work' },
      { value: 85, suffix: '', label: 'Teachers' },
      { value: 1480, suffix: '', label: 'Students' },
      { value: 12, suffix: '', label: 'Prizes won' },
    ],
    factsHeading: 'A Few Facts About Our University',
    factsVideoUrl: 'https://www.youtube.com/watch?v=HndV87XpkWg',
    faq: [
      {
        question: 'About This Education Template',
        answer: 'This page started from a free template. Find more at [TemplateMo](https://templatemo.com).',
      },
      {
        question: 'Modern Layout For Every Screen',
        answer: 'Our pages adapt to phones, tablets and desktops.',
      },
      { question: 'Please Tell Your Friends', answer: 'Tell your friends about our open days.' },
      { question: 'Share This With Your Colleagues', answer: 'Colleagues are always welcome.' },
    ],
    contactHeading: "Let's get in touch",
    contactText: '',
    ...overrides,
  };
}

/** The home texts as the server's home page carries them: seed for renderWithProviders' `pageData`. */
export function homePageData(overrides: Partial<HomeContent> = {}): PageData {
  const value = homeContentFixture(overrides);
  return {
    home: (store) =>
      store.dispatch(
        homeContentApi.util.upsertQueryEntries([{ endpointName: 'homeContent', arg: undefined, value }]),
      ),
  };
}

/** Home texts with every list and text empty: a school that has written nothing yet. */
export const EMPTY_HOME: Partial<HomeContent> = {
  applyHeading: '',
  applyCards: [],
  features: [],
  facts: [],
  faq: [],
  contactHeading: '',
  contactText: '',
  factsHeading: '',
  factsVideoUrl: '',
};

/** What a home section leaves when the school wrote nothing for it: its anchor (kept for the top bar), empty and hidden. */
export function expectOnlyHiddenAnchor(id: string) {
  const anchor = document.getElementById(id);
  expect(anchor).not.toBeVisible();
  expect(anchor).toBeEmptyDOMElement();
}
