import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldRowProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  /** Classes the row takes beside .form-field (a wider cell of a grid, say). */
  className?: string;
  /** 'visually-hidden' where the placeholder shows the field's name and the label is for screen readers. */
  labelClassName?: string;
  children: ReactNode;
}

/**
 * A plain .form-field row of the short public forms: the label above its control. The admin
 * forms, with required marks, hints and messages of their own, use FormField instead.
 */
export function FieldRow({ id, label, className, labelClassName, children }: FieldRowProps) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

type InputRowProps = Omit<FieldRowProps, 'children' | 'className'> &
  InputHTMLAttributes<HTMLInputElement> & {
    id: string;
    /** Classes of the row; `className` is the input's. */
    rowClassName?: string;
    /** What the row shows under the input: a strength meter, a message. */
    children?: ReactNode;
  };

/** A FieldRow whose control is one input; every other prop is the input's. */
export function InputRow({ id, label, rowClassName, labelClassName, children, ...input }: InputRowProps) {
  return (
    <FieldRow id={id} label={label} className={rowClassName} labelClassName={labelClassName}>
      <input id={id} {...input} />
      {children}
    </FieldRow>
  );
}
