import { createContext, useContext } from 'react';
import { AdminFormRow } from '@/components/admin-form';
import { ListEditor } from '@/components/list-editor';
import {
  SingleRecordForm,
  SingleRecordPage,
  useSingleRecordForm,
} from '@/components/resource-kit/single-record-form';
import type { HomeContent } from '@/contract';
import { useSaveHomeContentMutation } from '@/lib/home-content';
import {
  APPLY_TEXTS,
  CARDS_LIST,
  CONTACT_TEXTS,
  FACT_TEXTS,
  FACTS_LIST,
  FACTS_TEXTS,
  FAQ_LIST,
  FEATURE_TEXTS,
  FEATURES_LIST,
  HOME_FORM,
  ICON_CHOICES,
  RULES,
  SUFFIX_CHOICES,
  contentOf,
  draftOf,
  id,
} from './home-content-form';
import { ContactTextsPreview, Preview, type HomePreviews } from './home-content-previews';
import { FormSection, SelectField, TextFields, TextListEditor, WholeNumberField } from './site-fields';
import './home-content-page.css';

interface HomeContentPageProps {
  /** The home page's views of the apply section, the features and the facts (from the app layer). */
  previews: HomePreviews;
}

/**
 * /admin/home: the home page's texts (apply heading and cards, questions, features, facts, the
 * contact section's heading and text) in one form, each part with a live preview drawn by the
 * home page's own views; saved at once, and shown on the website as soon as they are.
 */
export function HomeContentPage({ previews }: HomeContentPageProps) {
  return (
    <PreviewsContext value={previews}>
      <SingleRecordPage declaration={HOME_FORM} form={HomeContentForm} />
    </PreviewsContext>
  );
}

/** The page's previews, for its form (the kit draws the form with what it loaded, and nothing else). */
const PreviewsContext = createContext<HomePreviews | null>(null);

function HomeContentForm({ loaded: content }: { loaded: HomeContent }) {
  const previews = useContext(PreviewsContext);
  if (!previews) throw new Error('HomeContentForm is drawn by HomeContentPage only');
  const [saveHome] = useSaveHomeContentMutation();
  const {
    fields: draft,
    setFields: setDraft,
    change,
    frame,
  } = useSingleRecordForm(HOME_FORM, {
    stored: draftOf(content),
    // The form shows what is stored (trimmed).
    send: async (sent) => draftOf(await saveHome(sent).unwrap()),
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
            {previews.applySection(preview)}
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
            {previews.featuresCarousel(preview)}
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
            {previews.facts(preview)}
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
