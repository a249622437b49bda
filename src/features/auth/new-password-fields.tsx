import { InputRow } from '@/components/input-row';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordRow, type Field, type NewPasswordProps } from './new-password-row';

// Apart from new-password-row.tsx, which the sign-up page's first load carries: only the pages
// whose code comes later (the account page, a reset link's) use these.

/** Whether a repeated password has been typed and differs from the one chosen (the form waits then). */
export const repeatMismatch = (chosen: string, repeat: string): boolean => repeat !== '' && repeat !== chosen;

/**
 * A new password and the same typed again (change password, a reset link): how strong it is as
 * it is typed, and at once when the two differ.
 */
export function NewPasswordFields({
  id,
  personal,
  newPassword,
  repeat,
}: {
  id: string;
  personal: NewPasswordProps['personal'];
  newPassword: Field;
  repeat: Field;
}) {
  const mismatch = repeatMismatch(newPassword.value, repeat.value);
  const hintId = `${id}-repeat-hint`;
  return (
    <>
      <NewPasswordRow id={`${id}-new`} label="New Password" personal={personal} {...newPassword} />
      <InputRow
        id={`${id}-repeat`}
        label="Repeat New Password"
        {...AUTH_INPUTS.repeatPassword}
        aria-invalid={mismatch}
        aria-describedby={hintId}
        {...repeat}
      >
        {mismatch && (
          <span id={hintId} className="auth-card__hint auth-card__hint--error" role="alert">
            The two new passwords are not the same.
          </span>
        )}
      </InputRow>
    </>
  );
}
