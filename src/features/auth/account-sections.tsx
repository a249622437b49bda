import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { paths } from '@/config/paths';
import { accountExportFileName, type Profile } from '@/contract';
import { useFieldValues } from '@/hooks/use-field-values';
import { failureReason } from '@/lib/api-errors';
import { successDialog } from '@/lib/dialogs';
import { saveFile } from '@/lib/save-file';
import { forgetToken } from '@/lib/session';
import {
  useChangeEmailMutation,
  useDeleteAccountMutation,
  useExportMyDataMutation,
  useLogOutElsewhereMutation,
  useUpdateProfileMutation,
} from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { PhoneRow } from './phone-row';

/**
 * The account page's sections (features/auth/account-page.tsx) other than the password: each a
 * card with what it changes and the server's answer under it, in words.
 */

/** How long the farewell after deleting the account stays before the home page opens. */
const FAREWELL_MS = 4000;

/** What a section's last call answered: the server's message, or why it failed. */
type Answer = { ok: boolean; text: string } | undefined;

/** The answer under a section's button, read out when it arrives. */
function AnswerLine({ answer }: { answer: Answer }) {
  if (!answer) return null;
  return (
    <p className={answer.ok ? 'account-answer' : 'account-answer account-answer--problem'} role="status">
      {answer.text}
    </p>
  );
}

/** A call's answer as a section shows it. */
const answerOf = (result: { data?: unknown; error?: unknown }, saved: string): Answer =>
  result.error === undefined ? { ok: true, text: saved } : { ok: false, text: failureReason(result.error) };

function Section({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={danger ? 'auth-card account-danger' : 'auth-card'} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** The name and phone number, as sign-up took them (the phone as the school asks for it). */
export function DetailsSection({ user }: { user: Profile }) {
  const { values, bind } = useFieldValues({ name: user.userName, phone: user.userPhoneNumber });
  const [save, { isLoading }] = useUpdateProfileMutation();
  const [answer, setAnswer] = useState<Answer>(undefined);
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save({ name: values.name.trim(), phone: values.phone.trim() });
    setAnswer(answerOf(result, 'Your details were saved.'));
  }

  return (
    <Section title="Your Details">
      <form onSubmit={(event) => void onSubmit(event)}>
        <InputRow id={`${id}-name`} label="Name" {...AUTH_INPUTS.name} {...bind('name')} />
        <PhoneRow id={`${id}-phone`} own={{ hasOne: user.userPhoneNumber !== '' }} {...bind('phone')} />
        <button className="btn btn--red" type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Details'}
        </button>
      </form>
      <AnswerLine answer={answer} />
    </Section>
  );
}

/** The address: the one in use, a change waiting for its link, and the form that asks for one. */
export function EmailSection({ user }: { user: Profile }) {
  const { values, bind, reset } = useFieldValues({ newEmail: '', password: '' });
  const [change, { isLoading }] = useChangeEmailMutation();
  const [answer, setAnswer] = useState<Answer>(undefined);
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await change({ newEmail: values.newEmail.trim(), password: values.password });
    if (result.data !== undefined) reset();
    setAnswer(answerOf(result, result.data ?? ''));
  }

  return (
    <Section title="E-mail Address">
      <p className="auth-card__lead">You log in with {user.userEmail}</p>
      {user.pendingEmail && (
        <p className="auth-card__notice">
          Waiting for confirmation: {user.pendingEmail}. Open the link we sent there to start using it.
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)}>
        <InputRow
          id={`${id}-email`}
          label="New E-mail Address"
          {...AUTH_INPUTS.email}
          {...bind('newEmail')}
        />
        <InputRow
          id={`${id}-password`}
          label="Your Password"
          {...AUTH_INPUTS.currentPassword}
          {...bind('password')}
        />
        <button className="btn btn--red" type="submit" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Change E-mail Address'}
        </button>
      </form>
      <AnswerLine answer={answer} />
    </Section>
  );
}

interface ActionSectionProps {
  title: string;
  /** What the button does, in a sentence. */
  text: string;
  button: string;
  busy: string;
  /** Makes the call (and what follows it); the answer to show under the button. */
  run: () => Promise<Answer>;
}

/** A section that is one button: what it does, the button, and what the server answered. */
function ActionSection({ title, text, button, busy, run }: ActionSectionProps) {
  const [isLoading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer>(undefined);

  async function onClick() {
    setLoading(true);
    const answered = await run();
    setLoading(false);
    setAnswer(answered);
  }

  return (
    <Section title={title}>
      <p>{text}</p>
      <button className="btn btn--ghost" type="button" disabled={isLoading} onClick={() => void onClick()}>
        {isLoading ? busy : button}
      </button>
      <AnswerLine answer={answer} />
    </Section>
  );
}

/** Ends the account's sessions on every other device (a lost phone, a shared computer). */
export function OtherDevicesSection() {
  const [logOutElsewhere] = useLogOutElsewhereMutation();
  return (
    <ActionSection
      title="Other Devices"
      text="Logged in on a phone you lost, or on a shared computer? Log out everywhere but here."
      button="Log Out Other Devices"
      busy="Logging out..."
      run={async () => {
        const result = await logOutElsewhere(undefined);
        return answerOf(result, result.data ?? '');
      }}
    />
  );
}

/** A copy of what the school keeps about the account, saved as a JSON file. */
export function DownloadDataSection() {
  const [exportMyData] = useExportMyDataMutation();
  return (
    <ActionSection
      title="Your Data"
      text="Download what we keep about you: your account, your registrations and the messages you sent us."
      button="Download My Data"
      busy="Preparing..."
      run={async () => {
        const result = await exportMyData(undefined);
        if (result.data) {
          const file = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
          saveFile(file, accountExportFileName(result.data.exportedAt));
        }
        return answerOf(result, 'Your data was downloaded.');
      }}
    />
  );
}

/**
 * Deleting the account: what it means first, then the password and a second, explicit button.
 * Afterwards the visitor is logged out here too, told, and taken to the home page.
 */
export function DeleteAccountSection() {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [answer, setAnswer] = useState<Answer>(undefined);
  const navigate = useNavigate();
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await deleteAccount({ password });
    if (result.data === undefined) {
      setAnswer(answerOf(result, ''));
      return;
    }
    forgetToken();
    await successDialog('Account Deleted', result.data, FAREWELL_MS);
    void navigate(paths.home);
  }

  return (
    <Section title="Delete My Account" danger>
      <p>
        Your account is removed for good. Your registrations for coming meetings are cancelled, so their seats
        go to the people waiting. Messages you sent us are kept, without your account.
      </p>
      {asking ? (
        <form onSubmit={(event) => void onSubmit(event)}>
          <InputRow
            id={`${id}-password`}
            label="Your Password"
            {...AUTH_INPUTS.currentPassword}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button className="btn btn--red" type="submit" disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Yes, Delete My Account'}
          </button>
          <button className="btn btn--ghost" type="button" onClick={() => setAsking(false)}>
            Keep My Account
          </button>
        </form>
      ) : (
        <button className="btn btn--ghost" type="button" onClick={() => setAsking(true)}>
          Delete My Account...
        </button>
      )}
      <AnswerLine answer={answer} />
    </Section>
  );
}
