import { LIMITS, PHONE_CHARACTERS, PHONE_MIN_LENGTH } from '@/contract';

const password = (autoComplete: 'current-password' | 'new-password') =>
  ({ type: 'password', autoComplete, required: true, maxLength: LIMITS.passwordMax }) as const;

/**
 * The inputs of the account forms (login, sign up, change password), each declared once: the
 * browser checks what the server will, and offers what it has kept for that kind of field.
 */
export const AUTH_INPUTS = {
  name: { autoComplete: 'name', required: true, maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', required: true, maxLength: LIMITS.email },
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    required: true,
    minLength: PHONE_MIN_LENGTH,
    maxLength: LIMITS.phone,
    pattern: PHONE_CHARACTERS,
  },
  currentPassword: password('current-password'),
  /** A password being chosen: held to the server's minimum length too. */
  newPassword: { ...password('new-password'), minLength: LIMITS.passwordMin },
  /** The new password typed again: only its match with the first is checked. */
  repeatPassword: password('new-password'),
} as const;
