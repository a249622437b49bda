import { FormField } from '@/components/form-field';
import { useShownProblem } from '@/components/resource-kit/single-record-form';
import { COLOUR_CHECKS, colourProblem, contrastRatio, ratioText, type ColourField } from '@/contract';
import './site-colour-field.css';

interface ColourFieldProps {
  field: ColourField;
  value: string;
  onChange: (value: string) => void;
  hint: string;
}

/** The field's id: 'site-primaryColor'. */
export const colourFieldId = (field: ColourField) => `site-${field}`;

/**
 * One of the school's colours: a colour picker and its hex text, side by side, a swatch with text
 * drawn as the site draws it, and its contrast (WCAG AA) said as it is chosen; a colour short of
 * 4.5:1 is said at once, in the words the server would refuse it with.
 */
export function ColourField({ field, value, onChange, hint }: ColourFieldProps) {
  const id = colourFieldId(field);
  const { name, against, where } = COLOUR_CHECKS[field];
  const problem = colourProblem(field, value);
  const shown = useShownProblem(id);
  const ratio = contrastRatio(value, against);
  const valid = ratio !== null && /^#[0-9a-f]{6}$/i.test(value);
  return (
    <FormField id={id} label={name} required hint={hint} error={problem ?? shown} announceError>
      {(props) => (
        <div className="colour-field">
          <input
            type="color"
            className="colour-field__picker"
            aria-label={`${name}: choose`}
            value={valid ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            {...props}
            className="colour-field__hex"
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value.trim())}
          />
          <span
            className="colour-field__swatch"
            data-testid={`${id}-swatch`}
            style={valid ? { background: value, color: against } : undefined}
            aria-hidden="true"
          >
            Aa
          </span>
          {ratio !== null && problem === null && (
            <span className="colour-field__ratio">
              {ratioText(ratio)} {where}: passes AA
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
