import type { MouseEvent, ReactNode } from 'react';
import { AdminFormRow } from '@/components/admin-form';
import { ListEditor } from '@/components/list-editor';
import {
  SingleRecordForm,
  SingleRecordPage,
  useSingleRecordForm,
  type SingleRecordDeclaration,
} from '@/components/resource-kit/single-record-form';
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
import { ApplySectionView } from '@/features/home/apply-section';
import { FactsSectionView } from '@/features/home/facts-section';
import { FeaturesCarouselView } from '@/features/home/features-carousel';
import {
  FormSection,
  SelectField,
  TextFields,
  TextListEditor,
  WholeNumberField,
  groupProblems,
  listProblems,
  textGroup,
  type Choice,
  type TextList,
} from '@/features/site/admin/site-fields';
import { useGetHomeContentQuery, useSaveHomeContentMutation } from '@/features/site/site-api';
import { problemsOf, readWholeNumber, wholeNumberProblem, type Problems } from '@/features/site/site-checks';
import { HOME_RULES } from '@/features/site/site-rules';
import { check } from '@/lib/schema-check';
import './admin-home-content.css';

const RULES = HOME_RULES;

const ICON_CHOICES: readonly Choice<FeatureIcon>[] = [
  { value: 'education', label: 'Graduation cap (education)' },
  { value: 'teachers', label: 'Teacher at a board (teachers)' },
  { value: 'students', label: 'Group of people (students)' },
  { value: 'online', label: 'Video camera (online)' },
  { value: 'networking', label: 'Connected dots (networking)' },
];

const SUFFIX_CHOICES: readonly Choice<FactSuffix>[] = [
  { value: '', label: 'None' },
  { value: '%', label: '% (percent)' },
  { value: '+', label: '+ (plus, as in 2000+)' },
];

const MARKDOWN_HINT = 'Markdown: **bold**, [link](https://…), lists';
const HIDDEN_WHEN_EMPTY = 'Nothing to show: the section is hidden on the home page.';

/** A fact as its fields hold it: the number as typed, checked and turned into a number on Save. */
interface FactDraft {
  value: string;
  suffix: FactSuffix;
  label: string;
}

type HomeDraft = Omit<HomeContent, 'facts'> & { facts: FactDraft[] };

// The fields' ids: 'home-' and the field's name; a list item's, its list's and its place ('home-faq-0-answer').
const id = {
  feature: (index: number, field: keyof Feature) => `home-features-${index}-${field}`,
  fact: (index: number, field: keyof Fact) => `home-facts-${index}-${field}`,
};

const APPLY_TEXTS = textGroup('home', RULES, { applyHeading: {} });
const FEATURE_TEXTS = textGroup('home-features', RULES.feature, { title: {}, text: { rows: 3 } });
const FACTS_TEXTS = textGroup('home', RULES, {
  factsHeading: {},
  factsVideoUrl: {
    type: 'url',
    placeholder: 'https://',
    hint: "The address of the school's video behind the play button; leave it empty to hide the button.",
  },
});
const FACT_TEXTS = textGroup('home-facts', RULES.fact, { label: {} });
const CONTACT_TEXTS = textGroup('home', RULES, { contactHeading: {}, contactText: { rows: 3 } });

// What each of the home page's lists is called and holds.
const CARDS_LIST: TextList<keyof ApplyCard> = {
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
const FAQ_LIST: TextList<keyof FaqItem> = {
  label: 'Questions',
  itemName: 'question',
  max: SITE_LIMITS.faq,
  hint: 'Shown beside the cards, one open at a time; the first is open.',
  texts: textGroup('home-faq', RULES.faq, { question: {}, answer: { rows: 4, hint: MARKDOWN_HINT } }),
};
const FEATURES_LIST = {
  label: 'Features',
  itemName: 'feature',
  max: SITE_LIMITS.features,
  newItem: (): Feature => ({ icon: 'education', title: '', text: '' }),
};
const FACTS_LIST = {
  label: 'Facts',
  itemName: 'fact',
  max: SITE_LIMITS.facts,
  newItem: (): FactDraft => ({ value: '0', suffix: '', label: '' }),
};

const draftOf = (content: HomeContent): HomeDraft => ({
  ...content,
  facts: content.facts.map((fact) => ({ ...fact, value: String(fact.value) })),
});

/** The draft as the home page shows it (a number not yet valid counts as 0) and as Save sends it. */
const contentOf = (draft: HomeDraft): HomeContent => ({
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

const HOME_FORM: SingleRecordDeclaration<HomeDraft, HomeContent, HomeContent> = {
  heading: 'Home Page',
  submitLabel: 'Save Home Page',
  loadFailure: "The home page's texts could not be loaded.",
  useRead: useGetHomeContentQuery,
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

/** A preview's links lead nowhere from the admin area: they are shown, not followed. */
function keepLinksStill(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

/** A section of the home page as the draft makes it, drawn by the home page's own views. */
function Preview({
  of,
  empty,
  emptyText = HIDDEN_WHEN_EMPTY,
  children,
}: {
  of: string;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-content__preview" aria-label={`Preview: ${of}`}>
      <p className="home-content__preview-title" aria-hidden="true">
        Preview
      </p>
      {empty ? (
        <p className="home-content__preview-empty">{emptyText}</p>
      ) : (
        <div className="home-content__preview-body" onClickCapture={keepLinksStill}>
          {children}
        </div>
      )}
    </section>
  );
}

/** The contact section's texts as the home page shows them above its form (the form itself is left out). */
function ContactTextsPreview({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="home-content__contact">
      {heading.trim() && <h2 className="home-content__contact-heading">{heading}</h2>}
      {text.trim() && <p className="home-content__contact-text">{text}</p>}
    </div>
  );
}

/**
 * /admin/home: the home page's texts (apply heading and cards, questions, features, facts, the
 * contact section's heading and text) in one form, each part with a live preview drawn by the
 * home page's own views; saved at once, and shown on the website as soon as they are.
 */
export function AdminHomeContentRoute() {
  return <SingleRecordPage declaration={HOME_FORM} form={HomeContentForm} />;
}

function HomeContentForm({ loaded: content }: { loaded: HomeContent }) {
  const [saveHome] = useSaveHomeContentMutation();
  const {
    fields: draft,
    setFields: setDraft,
    change,
    frame,
  } = useSingleRecordForm(HOME_FORM, {
    stored: draftOf(content),
    // The form shows what is stored (trimmed).
    send: async (sent) => draftOf((await saveHome(sent).unwrap()).content),
  });
  const preview = contentOf(draft);

  return (
    <div className="home-content">
      <SingleRecordForm frame={frame}>
        <FormSection legend="Apply section" note="An empty list hides its part of the section.">
          <TextFields group={APPLY_TEXTS} values={draft} onChange={setDraft} />
          <TextListEditor list={CARDS_LIST} items={draft.applyCards} onChange={change('applyCards')} />
          <TextListEditor list={FAQ_LIST} items={draft.faq} onChange={change('faq')} />
          <Preview
            of="apply section"
            empty={
              !preview.applyHeading.trim() && preview.applyCards.length === 0 && preview.faq.length === 0
            }
          >
            <ApplySectionView heading={preview.applyHeading} cards={preview.applyCards} faq={preview.faq} />
          </Preview>
        </FormSection>

        <FormSection
          legend="Features carousel"
          note="Cards in a carousel under the hero; none hides the carousel."
        >
          <ListEditor
            {...FEATURES_LIST}
            items={draft.features}
            onChange={change('features')}
            renderItem={(feature, index, update) => (
              <>
                <SelectField
                  id={id.feature(index, 'icon')}
                  label="Feature icon"
                  value={feature.icon}
                  choices={ICON_CHOICES}
                  onChange={(icon) => update({ ...feature, icon })}
                />
                <TextFields group={FEATURE_TEXTS} values={feature} onChange={update} index={index} />
              </>
            )}
          />
          <Preview of="features" empty={preview.features.length === 0}>
            <FeaturesCarouselView features={preview.features} />
          </Preview>
        </FormSection>

        <FormSection
          legend="Facts section"
          note="Numbers that count up as visitors scroll to them; none hides the section."
        >
          <TextFields group={FACTS_TEXTS} values={draft} onChange={setDraft} />
          <ListEditor
            {...FACTS_LIST}
            items={draft.facts}
            onChange={change('facts')}
            renderItem={(fact, index, update) => (
              <>
                <AdminFormRow>
                  <WholeNumberField
                    id={id.fact(index, 'value')}
                    rule={RULES.fact.value}
                    value={fact.value}
                    onChange={(value) => update({ ...fact, value })}
                  />
                  <SelectField
                    id={id.fact(index, 'suffix')}
                    label="Fact suffix"
                    value={fact.suffix}
                    choices={SUFFIX_CHOICES}
                    onChange={(suffix) => update({ ...fact, suffix })}
                  />
                </AdminFormRow>
                <TextFields group={FACT_TEXTS} values={fact} onChange={update} index={index} />
              </>
            )}
          />
          <Preview of="facts" empty={preview.facts.length === 0}>
            <FactsSectionView
              facts={preview.facts}
              heading={preview.factsHeading}
              videoUrl={preview.factsVideoUrl}
            />
          </Preview>
        </FormSection>

        <FormSection legend="Contact section" note="Shown above the contact form.">
          <TextFields group={CONTACT_TEXTS} values={draft} onChange={setDraft} />
          <Preview
            of="contact section"
            empty={!preview.contactHeading.trim() && !preview.contactText.trim()}
            emptyText="No heading and no text: the contact form shows alone."
          >
            <ContactTextsPreview heading={preview.contactHeading} text={preview.contactText} />
          </Preview>
        </FormSection>
      </SingleRecordForm>
    </div>
  );
}
