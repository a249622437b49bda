import { InputRow } from '@/components/input-row';
import { useSiteIdentity } from '@/lib/site-identity';
import { AUTH_INPUTS } from './auth-inputs';
import type { Field } from './new-password-row';

/**
 * The sign-up forms' phone number, as the school asks for it (Site Settings): required, optional
 * (said in the label), or not asked at all.
 */
export function PhoneRow({ id, value, onChange }: Field & { id: string }) {
  const { phoneAtSignUp } = useSiteIdentity().settings;
  if (phoneAtSignUp === 'off') return null;
  const optional = phoneAtSignUp === 'optional';
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
