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
import { homeContent } from '@/features/home/home-content-queries';
import {
  FormSection,
  SelectField,
  TextField,
  WholeNumberField,
  type Choice,
} from '@/features/site/admin/site-fields';
import { useGetHomeContentQuery, useSaveHomeContentMutation } from '@/features/site/site-api';
import {
  problemsOf,
  readWholeNumber,
  textProblem,
  wholeNumberProblem,
  type Problems,
} from '@/features/site/site-checks';
import { HOME_RULES } from '@/features/site/site-rules';
import { usePageData } from '@/lib/page-data';
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

const id = {
  applyHeading: 'home-applyHeading',
  card: (index: number, field: keyof ApplyCard) => `home-applyCards-${index}-${field}`,
  feature: (index: number, field: keyof Feature) => `home-features-${index}-${field}`,
  fact: (index: number, field: keyof Fact) => `home-facts-${index}-${field}`,
  faq: (index: number, field: keyof FaqItem) => `home-faq-${index}-${field}`,
  contactHeading: 'home-contactHeading',
  contactText: 'home-contactText',
  factsHeading: 'home-factsHeading',
  factsVideoUrl: 'home-factsVideoUrl',
};

const newFeature = (): Feature => ({ icon: 'education', title: '', text: '' });
const newFact = (): FactDraft => ({ value: '0', suffix: '', label: '' });

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
    [id.applyHeading, textProblem(RULES.applyHeading, draft.applyHeading)],
    ...draft.applyCards.flatMap((card, index) => [
      [id.card(index, 'title'), textProblem(RULES.card.title, card.title)] as const,
      [id.card(index, 'text'), textProblem(RULES.card.text, card.text)] as const,
      [id.card(index, 'buttonLabel'), textProblem(RULES.card.buttonLabel, card.buttonLabel)] as const,
    ]),
    ...draft.faq.flatMap((item, index) => [
      [id.faq(index, 'question'), textProblem(RULES.faq.question, item.question)] as const,
      [id.faq(index, 'answer'), textProblem(RULES.faq.answer, item.answer)] as const,
    ]),
    ...draft.features.flatMap((feature, index) => [
      [id.feature(index, 'title'), textProblem(RULES.feature.title, feature.title)] as const,
      [id.feature(index, 'text'), textProblem(RULES.feature.text, feature.text)] as const,
    ]),
    ...draft.facts.flatMap((fact, index) => [
      [id.fact(index, 'value'), wholeNumberProblem(RULES.fact.value, fact.value)] as const,
      [id.fact(index, 'label'), textProblem(RULES.fact.label, fact.label)] as const,
    ]),
    [id.contactHeading, textProblem(RULES.contactHeading, draft.contactHeading)],
    [id.contactText, textProblem(RULES.contactText, draft.contactText)],
    [id.factsHeading, textProblem(RULES.factsHeading, draft.factsHeading)],
    [id.factsVideoUrl, textProblem(RULES.factsVideoUrl, draft.factsVideoUrl)],
  ]);
}

const HOME_FORM: SingleRecordDeclaration<HomeDraft, HomeContent> = {
  heading: 'Home Page',
  submitLabel: 'Save Home Page',
  loadFailure: "The home page's texts could not be loaded.",
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
  const read = useGetHomeContentQuery(undefined);
  return (
    <SingleRecordPage declaration={HOME_FORM} read={read}>
      {(content) => <HomeContentForm content={content} />}
    </SingleRecordPage>
  );
}

function HomeContentForm({ content }: { content: HomeContent }) {
  const { cache } = usePageData();
  const [saveHome] = useSaveHomeContentMutation();
  const {
    fields: draft,
    setFields: setDraft,
    shown,
    frame,
  } = useSingleRecordForm(HOME_FORM, {
    stored: draftOf(content),
    send: async (sent) => {
      const saved = (await saveHome(sent).unwrap()).content;
      // The home page shows the new texts at once; the form, what is stored (trimmed).
      cache.put(homeContent, undefined, saved);
      return draftOf(saved);
    },
  });
  const preview = contentOf(draft);

  return (
    <div className="home-content">
      <SingleRecordForm frame={frame}>
        <FormSection legend="Apply section" note="An empty list hides its part of the section.">
          <TextField
            id={id.applyHeading}
            rule={RULES.applyHeading}
            value={draft.applyHeading}
            onChange={(applyHeading) => setDraft((d) => ({ ...d, applyHeading }))}
            error={shown(id.applyHeading)}
          />
          <ListEditor
            label="Apply cards"
            itemName="card"
            items={draft.applyCards}
            onChange={(applyCards) => setDraft((d) => ({ ...d, applyCards }))}
            max={SITE_LIMITS.applyCards}
            newItem={() => ({ title: '', text: '', buttonLabel: '' })}
            hint="Each card's button takes visitors to the contact form."
            emptyText="No cards."
            renderItem={(card, index, update) => (
              <>
                <TextField
                  id={id.card(index, 'title')}
                  rule={RULES.card.title}
                  value={card.title}
                  onChange={(title) => update({ ...card, title })}
                  error={shown(id.card(index, 'title'))}
                />
                <TextField
                  id={id.card(index, 'text')}
                  rule={RULES.card.text}
                  rows={3}
                  value={card.text}
                  onChange={(text) => update({ ...card, text })}
                  error={shown(id.card(index, 'text'))}
                />
                <TextField
                  id={id.card(index, 'buttonLabel')}
                  rule={RULES.card.buttonLabel}
                  value={card.buttonLabel}
                  onChange={(buttonLabel) => update({ ...card, buttonLabel })}
                  error={shown(id.card(index, 'buttonLabel'))}
                  hint="e.g. Join Us Now!"
                />
              </>
            )}
          />
          <ListEditor
            label="Questions"
            itemName="question"
            items={draft.faq}
            onChange={(faq) => setDraft((d) => ({ ...d, faq }))}
            max={SITE_LIMITS.faq}
            newItem={() => ({ question: '', answer: '' })}
            hint="Shown beside the cards, one open at a time; the first is open."
            emptyText="No questions."
            renderItem={(item, index, update) => (
              <>
                <TextField
                  id={id.faq(index, 'question')}
                  rule={RULES.faq.question}
                  value={item.question}
                  onChange={(question) => update({ ...item, question })}
                  error={shown(id.faq(index, 'question'))}
                />
                <TextField
                  id={id.faq(index, 'answer')}
                  rule={RULES.faq.answer}
                  rows={4}
                  value={item.answer}
                  onChange={(answer) => update({ ...item, answer })}
                  error={shown(id.faq(index, 'answer'))}
                  hint={MARKDOWN_HINT}
                />
              </>
            )}
          />
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
            label="Features"
            itemName="feature"
            items={draft.features}
            onChange={(features) => setDraft((d) => ({ ...d, features }))}
            max={SITE_LIMITS.features}
            newItem={newFeature}
            emptyText="No features."
            renderItem={(feature, index, update) => (
              <>
                <SelectField
                  id={id.feature(index, 'icon')}
                  label="Feature icon"
                  value={feature.icon}
                  choices={ICON_CHOICES}
                  onChange={(icon) => update({ ...feature, icon })}
                />
                <TextField
                  id={id.feature(index, 'title')}
                  rule={RULES.feature.title}
                  value={feature.title}
                  onChange={(title) => update({ ...feature, title })}
                  error={shown(id.feature(index, 'title'))}
                />
                <TextField
                  id={id.feature(index, 'text')}
                  rule={RULES.feature.text}
                  rows={3}
                  value={feature.text}
                  onChange={(text) => update({ ...feature, text })}
                  error={shown(id.feature(index, 'text'))}
                />
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
          <TextField
            id={id.factsHeading}
            rule={RULES.factsHeading}
            value={draft.factsHeading}
            onChange={(factsHeading) => setDraft((d) => ({ ...d, factsHeading }))}
            error={shown(id.factsHeading)}
          />
          <TextField
            id={id.factsVideoUrl}
            rule={RULES.factsVideoUrl}
            type="url"
            placeholder="https://"
            value={draft.factsVideoUrl}
            onChange={(factsVideoUrl) => setDraft((d) => ({ ...d, factsVideoUrl }))}
            error={shown(id.factsVideoUrl)}
            hint="The address of the school's video behind the play button; leave it empty to hide the button."
          />
          <ListEditor
            label="Facts"
            itemName="fact"
            items={draft.facts}
            onChange={(facts) => setDraft((d) => ({ ...d, facts }))}
            max={SITE_LIMITS.facts}
            newItem={newFact}
            emptyText="No facts."
            renderItem={(fact, index, update) => (
              <>
                <AdminFormRow>
                  <WholeNumberField
                    id={id.fact(index, 'value')}
                    rule={RULES.fact.value}
                    value={fact.value}
                    onChange={(value) => update({ ...fact, value })}
                    error={shown(id.fact(index, 'value'))}
                  />
                  <SelectField
                    id={id.fact(index, 'suffix')}
                    label="Fact suffix"
                    value={fact.suffix}
                    choices={SUFFIX_CHOICES}
                    onChange={(suffix) => update({ ...fact, suffix })}
                  />
                </AdminFormRow>
                <TextField
                  id={id.fact(index, 'label')}
                  rule={RULES.fact.label}
                  value={fact.label}
                  onChange={(label) => update({ ...fact, label })}
                  error={shown(id.fact(index, 'label'))}
                />
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
          <TextField
            id={id.contactHeading}
            rule={RULES.contactHeading}
            value={draft.contactHeading}
            onChange={(contactHeading) => setDraft((d) => ({ ...d, contactHeading }))}
            error={shown(id.contactHeading)}
          />
          <TextField
            id={id.contactText}
            rule={RULES.contactText}
            rows={3}
            value={draft.contactText}
            onChange={(contactText) => setDraft((d) => ({ ...d, contactText }))}
            error={shown(id.contactText)}
          />
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
