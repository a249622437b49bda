import type { SingleRecordDeclaration } from '@/components/resource-kit/single-record-form';
import {
  HomeContent,
  SITE_LIMITS,
  type ApplyCard,
  type Fact,
  type FactSuffix,
  type FaqItem,
  type Feature,
  type FeatureIcon,
} from '@/contract';
import { check } from '@/lib/schema-check';
import { useHomeContentToEdit } from '../site-api';
import { problemsOf, readWholeNumber, wholeNumberProblem, type Problems } from '../site-checks';
import { HOME_RULES } from '../site-rules';
import { groupProblems, listProblems, textGroup, type Choice, type TextList } from './site-fields';

export const RULES = HOME_RULES;

export const ICON_CHOICES: readonly Choice<FeatureIcon>[] = [
  { value: 'education', label: 'Graduation cap (education)' },
  { value: 'teachers', label: 'Teacher at a board (teachers)' },
  { value: 'students', label: 'Group of people (students)' },
  { value: 'online', label: 'Video camera (online)' },
  { value: 'networking', label: 'Connected dots (networking)' },
];

export const SUFFIX_CHOICES: readonly Choice<FactSuffix>[] = [
  { value: '', label: 'None' },
  { value: '%', label: '% (percent)' },
  { value: '+', label: '+ (plus, as in 2000+)' },
];

const MARKDOWN_HINT = 'Markdown: **bold**, [link](https://…), lists';

/** A fact as its fields hold it: the number as typed, checked and turned into a number on Save. */
export interface FactDraft {
  value: string;
  suffix: FactSuffix;
  label: string;
}

export type HomeDraft = Omit<HomeContent, 'facts'> & { facts: FactDraft[] };

// The fields' ids: 'home-' and the field's name; a list item's, its list's and its place ('home-faq-0-answer').
export const id = {
  feature: (index: number, field: keyof Feature) => `home-features-${index}-${field}`,
  fact: (index: number, field: keyof Fact) => `home-facts-${index}-${field}`,
};

export const APPLY_TEXTS = textGroup('home', RULES, { applyHeading: {} });
export const FEATURE_TEXTS = textGroup('home-features', RULES.feature, { title: {}, text: { rows: 3 } });
export const FACTS_TEXTS = textGroup('home', RULES, {
  factsHeading: {},
  factsVideoUrl: {
    type: 'url',
    placeholder: 'https://',
    hint: "The address of the school's video behind the play button; leave it empty to hide the button.",
  },
});
export const FACT_TEXTS = textGroup('home-facts', RULES.fact, { label: {} });
export const CONTACT_TEXTS = textGroup('home', RULES, { contactHeading: {}, contactText: { rows: 3 } });

// What each of the home page's lists is called and holds.
export const CARDS_LIST: TextList<keyof ApplyCard> = {
  label: 'Apply cards',
  itemName: 'card',
  max: SITE_LIMITS.applyCards,
  hint: "Each card's button takes visitors to the contact form.",
  texts: textGroup('home-applyCards', RULES.card, {
    title: {},
    text: { rows: 3 },
    buttonLabel: { hint: 'e.g. Join Us Now!' },
  }),
};
export const FAQ_LIST: TextList<keyof FaqItem> = {
  label: 'Questions',
  itemName: 'question',
  max: SITE_LIMITS.faq,
  hint: 'Shown beside the cards, one open at a time; the first is open.',
  texts: textGroup('home-faq', RULES.faq, { question: {}, answer: { rows: 4, hint: MARKDOWN_HINT } }),
};
export const FEATURES_LIST = {
  label: 'Features',
  itemName: 'feature',
  max: SITE_LIMITS.features,
  newItem: (): Feature => ({ icon: 'education', title: '', text: '' }),
};
export const FACTS_LIST = {
  label: 'Facts',
  itemName: 'fact',
  max: SITE_LIMITS.facts,
  newItem: (): FactDraft => ({ value: '0', suffix: '', label: '' }),
};

/** The stored texts as the form's fields hold them. */
export const draftOf = (content: HomeContent): HomeDraft => ({
  ...content,
  facts: content.facts.map((fact) => ({ ...fact, value: String(fact.value) })),
});

/** The draft as the home page shows it (a number not yet valid counts as 0) and as Save sends it. */
export const contentOf = (draft: HomeDraft): HomeContent => ({
  ...draft,
  facts: draft.facts.map((fact) => ({ ...fact, value: readWholeNumber(fact.value) ?? 0 })),
});

/** Every field's problem, in the order the fields appear. */
function checkHome(draft: HomeDraft): Problems {
  return problemsOf([
    ...groupProblems(APPLY_TEXTS, draft),
    ...listProblems(CARDS_LIST, draft.applyCards),
    ...listProblems(FAQ_LIST, draft.faq),
    ...draft.features.flatMap((feature, index) => groupProblems(FEATURE_TEXTS, feature, index)),
    ...groupProblems(FACTS_TEXTS, draft),
    ...draft.facts.flatMap((fact, index) => [
      [id.fact(index, 'value'), wholeNumberProblem(RULES.fact.value, fact.value)] as const,
      ...groupProblems(FACT_TEXTS, fact, index),
    ]),
    ...groupProblems(CONTACT_TEXTS, draft),
  ]);
}

/**
 * The Home Page form, declared once for the single-record kit: its read, its draft and what Save
 * sends, its checks and its words. Its fields are drawn by home-content-page.tsx.
 */
export const HOME_FORM: SingleRecordDeclaration<HomeDraft, HomeContent, HomeContent> = {
  heading: 'Home Page',
  submitLabel: 'Save Home Page',
  loadFailure: "The home page's texts could not be loaded.",
  useRead: useHomeContentToEdit,
  successTitle: 'Home Page Saved Successfully',
  successText: 'The home page shows the new texts now.',
  failureTitle: 'Failed to save Home Page',
  // One draft, as there is one home page. It keeps what Save would have sent (the facts' numbers
  // as numbers), checked by the contract as the server would.
  draftKey: 'site:home',
  isDraft: (values: unknown): values is HomeContent => check(HomeContent, values),
  sentOf: contentOf,
  fieldsOf: draftOf,
  check: checkHome,
};
