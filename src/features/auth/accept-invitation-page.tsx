import { useNavigate, useSearchParams } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { INVITATION_LINK_DOES_NOT_WORK } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { island } from '@/lib/islands';
import { keepToken } from '@/lib/session';
import { useSiteIdentity } from '@/lib/site-identity';
import { useAcceptInvitationMutation } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordFields } from './new-password-fields';
import { useLinkPasswordForm } from './use-link-password-form';
import './auth-form.css';

const EMPTY = { name: '', newPassword: '', repeat: '' };

/** "<school>'s website", or "the school's website" while the name is not known. */
const schoolSite = (schoolName: string) => (schoolName ? `${schoolName}'s website` : "the school's website");

/** The new member's name and password for the invitation's token; done, they are in the admin area. */
function AcceptInvitationForm({ token, site }: { token: string; site: string }) {
  const [accept] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const {
    values: form,
    bind,
    id,
    submitting,
    mismatch,
    linkDead,
    onSubmit,
  } = useLinkPasswordForm({
    empty: EMPTY,
    deadLink: INVITATION_LINK_DOES_NOT_WORK,
    failureTitle: 'Account Not Made',
    send: ({ name, newPassword }) => accept({ token, name: name.trim(), password: newPassword }),
    done: (sessionToken) => {
      keepToken(sessionToken);
      void navigate(paths.admin.root, { replace: true });
    },
  });

  if (linkDead) return <DeadInvitation reason={INVITATION_LINK_DOES_NOT_WORK} />;
  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
      <h1>{PAGE_TITLES.acceptInvitation}</h1>
      <p className="auth-card__lead">
        You have been invited to help run {site}. Choose the name the other staff will see, and a password;
        then you are taken to the admin area.
      </p>
      <InputRow id={`${id}-name`} label="Your Name" {...AUTH_INPUTS.name} {...bind('name')} />
      <NewPasswordFields
        id={id}
        personal={[form.name]}
        newPassword={bind('newPassword')}
        repeat={bind('repeat')}
      />
      <button className="btn btn--red" type="submit" disabled={submitting || mismatch}>
        {submitting ? 'Saving...' : 'Join the Staff'}
      </button>
    </form>
  );
}

/** An invitation that does not work (any more), or a page opened without one. */
function DeadInvitation({ reason }: { reason: string }) {
  return (
    <div className="auth-card" role="alert">
      <h1>{PAGE_TITLES.acceptInvitation}</h1>
      <p className="auth-card__lead">{reason}</p>
    </div>
  );
}

/** /accept-invitation?token=…: where a staff invitation's e-mail links. */
export function AcceptInvitationPage() {
  const token = useSearchParams()[0].get('token');
  const { schoolName } = useSiteIdentity().settings;
  useDocumentTitle(PAGE_TITLES.acceptInvitation);
  return (
    <main className="auth-page">
      {token ? (
        <AcceptInvitationForm token={token} site={schoolSite(schoolName)} />
      ) : (
        <DeadInvitation reason="This page opens from the link in the e-mail the school sends when it invites you to join its staff. Please ask the school for a new invitation." />
      )}
    </main>
  );
}

/** The website's page, brought to life as a whole (app/islands/pages/accept-invitation.ts). */
export const acceptInvitationIsland = island('accept-invitation', AcceptInvitationPage, { data: true });
export const AcceptInvitationRoute = acceptInvitationIsland.Part;
