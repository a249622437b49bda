import type { ChangeEvent } from 'react';
import { InputRow } from '@/components/input-row';
import { useSiteIdentity } from '@/lib/site-identity';
import { AUTH_INPUTS } from './auth-inputs';
import { PasswordStrengthMeter } from './password-strength-meter';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The account's own email and name, which the password must not contain. */
  personal: (string | undefined)[];
}

/**
 * The row of a password being chosen (sign up, change password): the input and how strong it is,
 * judged with the school's name as the site shows it (the server reads the same settings).
 */
export function NewPasswordRow({ id, label, value, onChange, personal }: Props) {
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

interface RepeatProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The password being chosen, which this one must repeat. */
  chosen: string;
}

/** Whether a repeated password has been typed and differs from the one chosen (the form waits then). */
export const repeatMismatch = (chosen: string, repeat: string): boolean => repeat !== '' && repeat !== chosen;

/** The chosen password typed again, saying at once when the two differ. */
export function RepeatPasswordRow({ id, label, value, onChange, chosen }: RepeatProps) {
  const mismatch = repeatMismatch(chosen, value);
  const hintId = `${id}-hint`;
  return (
    <InputRow
      id={id}
      label={label}
      {...AUTH_INPUTS.repeatPassword}
      aria-invalid={mismatch}
      aria-describedby={hintId}
      value={value}
      onChange={onChange}
    >
      {mismatch && (
        <span id={hintId} className="auth-card__hint auth-card__hint--error" role="alert">
          The two new passwords are not the same.
        </span>
      )}
    </InputRow>
  );
}
