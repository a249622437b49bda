import { ALL_HOME_SECTIONS_SHOWN, HOME_SECTIONS, type HomeSection, type HomeSections } from '@/contract';
import { CheckList } from './check-list';
import { FormSection } from './site-fields';

/** Each home section as the form names it, in the page's order. */
const SECTION_LABELS: Record<HomeSection, string> = {
  apply: 'Apply (heading and cards)',
  faq: 'Questions and answers',
  features: 'Features',
  meetings: 'Upcoming meetings',
  courses: 'Courses',
  facts: 'Facts and figures',
  contact: 'Contact form',
};

/**
 * Site Settings' home sections: a box for each, ticked while it shows. A settings read from an
 * older server has none, so every section shows.
 */
export function HomeSectionsSection({
  value = ALL_HOME_SECTIONS_SHOWN,
  onChange,
}: {
  value: HomeSections | undefined;
  onChange: (sections: HomeSections) => void;
}) {
  return (
    <FormSection
      legend="Home page sections"
      note="Untick a section to hide it from the home page. A section with nothing in it (no courses, no meetings planned) is hidden anyway."
    >
      <CheckList
        name="homeSections"
        choices={HOME_SECTIONS.map((section) => ({
          value: section,
          label: SECTION_LABELS[section],
          checked: value[section],
        }))}
        onToggle={(section, checked) => onChange({ ...value, [section]: checked })}
      />
    </FormSection>
  );
}
