import type { ChangeEvent } from 'react';
import { InputRow } from '@/components/input-row';
import { useSiteIdentity } from '@/lib/site-identity';
import { AUTH_INPUTS } from './auth-inputs';
import { PasswordStrengthMeter } from './password-strength-meter';

/** An input's value and its change, as a form's `bind(name)` gives them. */
export interface Field {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface NewPasswordProps extends Field {
  id: string;
  label: string;
  /** The account's own email and name, which the password must not contain. */
  personal: (string | undefined)[];
}

/**
 * The row of a password being chosen (sign up, change password): the input and how strong it is,
 * judged with the school's name as the site shows it (the server reads the same settings).
 */
export function NewPasswordRow({ id, label, value, onChange, personal }: NewPasswordProps) {
  const meterId = `${id}-strength`;
  const { schoolName } = useSiteIdentity().settings;
  return (
    <InputRow
      id={id}
      label={label}
      {...AUTH_INPUTS.newPassword}
      aria-describedby={meterId}
      value={value}
      onChange={onChange}
    >
      <PasswordStrengthMeter id={meterId} password={value} personal={personal} schoolName={schoolName} />
    </InputRow>
  );
}
