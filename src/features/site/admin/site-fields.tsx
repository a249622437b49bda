import type { ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import type { TextRule, WholeNumberRule } from '../site-checks';
import './site-fields.css';

interface TextFieldProps {
  id: string;
  /** The field's rule; its title is the label unless `label` says otherwise. */
  rule: TextRule;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
}

/** A text of the site's settings or home page, labelled, with its hint and its message. */
export function TextField({
  id,
  rule,
  label = rule.title,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  rows,
  placeholder,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={rule.required} hint={hint} error={error}>
      {(props) =>
        rows === undefined ? (
          <input
            {...props}
            type={type}
            value={value}
            maxLength={rule.maxLength}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <textarea
            {...props}
            rows={rows}
            value={value}
            maxLength={rule.maxLength}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

interface WholeNumberFieldProps {
  id: string;
  rule: WholeNumberRule;
  /** As typed: checked, and turned into a number, when the form is sent. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A whole number of the home page (a fact's number), required. */
export function WholeNumberField({ id, rule, value, onChange, error }: WholeNumberFieldProps) {
  return (
    <FormField id={id} label={rule.title} required error={error}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={rule.minimum}
          max={rule.maximum}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string> {
  id: string;
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  hint?: string;
}

/** One of a fixed list of values (an icon, a suffix, a currency): nothing else can be chosen. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  choices,
  onChange,
  hint,
}: SelectFieldProps<V>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A part of a long admin form under its own legend, with an optional line about it. */
export function FormSection({
  legend,
  note,
  children,
}: {
  legend: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="site-form__section">
      <legend className="site-form__legend">{legend}</legend>
      {note && <p className="site-form__note">{note}</p>}
      {children}
    </fieldset>
  );
}
