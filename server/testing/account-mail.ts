import type { ProfileResponse } from '@/contract';
import { linkTokenIn, useMailbox } from './outbox-delivery';
import { createUser, getAs, useTestApp } from './test-app';

/** The school the account e-mails' tests run: its address (PUBLIC_URL), name and sender. */
export const MAIL_SCHOOL = {
  publicUrl: 'https://www.riverside.test',
  name: 'Riverside Academy',
  from: 'Riverside Academy <office@riverside.test>',
} as const;

/**
 * A test app whose account e-mails are checked at a real mail server: PUBLIC_URL and SCHOOL_NAME
 * as MAIL_SCHOOL's, no SMTP_URL (the app only writes the outbox; `deliver` hands it to the test's
 * server). With what those tests keep asking: a new visitor, a link's token, a profile.
 */
export function useAccountMail() {
  const t = useTestApp({ PUBLIC_URL: MAIL_SCHOOL.publicUrl, SCHOOL_NAME: MAIL_SCHOOL.name });
  const { deliver } = useMailbox(t, MAIL_SCHOOL.from);
  return {
    t,
    deliver,
    /** A visitor signed up and logged in; the sign-up's confirmation e-mail set aside. */
    newUser: async () => {
      const user = await createUser(t.app);
      await t.app.db.deleteFrom('outbox').execute();
      return user;
    },
    /** The token of the link to `path` (PUBLIC_URL + path) in an e-mail's text. */
    tokenIn: (text: string | undefined, path: string) => linkTokenIn(text, `${MAIL_SCHOOL.publicUrl}${path}`),
    /** GET /api/profile as the holder of `token`: the profile. */
    profileOf: async (token: string) =>
      (await getAs(t.app, '/api/profile', token)).json<ProfileResponse>().data,
  };
}
