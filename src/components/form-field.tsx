import type { ReactNode } from 'react';
import './form-field.css';

/** What the field's control needs to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the hint and the message get ids derived from it. */
  id: string;
  label: string;
  required?: boolean;
  /** A short help line under the label. */
  hint?: string;
  /** What is wrong with the value, shown next to the field. */
  error?: string | undefined;
  className?: string;
  /** Announce the message as soon as it appears (for messages that come without a submit). */
  announceError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label's id (for a control that names itself from the label and its own text). */
export const fieldLabelId = (id: string) => `${id}-label`;

/** A labelled form control with an optional hint and its own error message (the admin forms). */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  announceError = false,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', error ? 'form-field--invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label
        id={fieldLabelId(id)}
        htmlFor={id}
        className={required ? 'form-field__label form-field__label--required' : 'form-field__label'}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="form-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
