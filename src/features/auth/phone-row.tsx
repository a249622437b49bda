import { InputRow } from '@/components/input-row';
import { useSiteIdentity } from '@/lib/site-identity';
import { AUTH_INPUTS } from './auth-inputs';
import type { Field } from './new-password-row';

interface PhoneRowProps extends Field {
  id: string;
  /**
   * The owner's own details: a number may be given (or taken off) even where sign-up asks for
   * none, and an account that has none may stay without.
   */
  own?: { hasOne: boolean };
}

/**
 * The phone number of the account forms, as the school asks for it at sign-up (Site Settings):
 * required, optional (said in the label), or not asked at all.
 */
export function PhoneRow({ id, value, onChange, own }: PhoneRowProps) {
  const { phoneAtSignUp } = useSiteIdentity().settings;
  if (phoneAtSignUp === 'off' && !own) return null;
  const optional = phoneAtSignUp !== 'required' || own?.hasOne === false;
  return (
    <InputRow
      id={id}
      label={optional ? 'Phone Number (optional)' : 'Phone Number'}
      {...AUTH_INPUTS.phone}
      required={!optional}
      value={value}
      onChange={onChange}
    />
  );
}
