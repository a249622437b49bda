import { ALL_HOME_SECTIONS_SHOWN, HOME_SECTIONS, type HomeSection, type HomeSections } from '@/contract';
import { FormSection } from './site-fields';
import './check-list.css';

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
      <ul className="check-list">
        {HOME_SECTIONS.map((section) => (
          <li key={section}>
            <label className="check-list__choice">
              <input
                type="checkbox"
                name={`homeSections-${section}`}
                checked={value[section]}
                onChange={(event) => onChange({ ...value, [section]: event.target.checked })}
              />
              {SECTION_LABELS[section]}
            </label>
          </li>
        ))}
      </ul>
    </FormSection>
  );
}
