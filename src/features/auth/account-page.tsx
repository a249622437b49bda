import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { island } from '@/lib/islands';
import { useStoredToken } from '@/lib/session';
import {
  DeleteAccountSection,
  DetailsSection,
  DownloadDataSection,
  EmailSection,
  OtherDevicesSection,
} from './account-sections';
import { useGetProfileQuery } from './auth-api';
import { ChangePasswordForm } from './change-password-page';
import { ConfirmAddressNotice } from './confirm-address-notice';
import './auth-form.css';
import './account-page.css';

/** The sections that show the account's own fields: drawn once the profile is here. */
function ProfileSections() {
  const { currentData: user } = useGetProfileQuery(undefined);
  if (!user) return null;
  return (
    <>
      <DetailsSection user={user} />
      <EmailSection user={user} />
    </>
  );
}

/**
 * /account: a logged-in visitor's own account, one card per thing they can do with it (their
 * details, the address, the password, other devices, their data, deleting it); others are asked
 * to log in first.
 */
export function AccountPage() {
  const token = useStoredToken();
  useDocumentTitle(PAGE_TITLES.account);
  return (
    <main className="auth-page">
      {token ? (
        <div className="auth-page__column">
          <h1 className="account-title">{PAGE_TITLES.account}</h1>
          <ConfirmAddressNotice />
          <ProfileSections />
          <ChangePasswordForm section />
          <OtherDevicesSection />
          <DownloadDataSection />
          <DeleteAccountSection />
        </div>
      ) : (
        <div className="auth-card">
          <h1>{PAGE_TITLES.account}</h1>
          <p className="auth-card__lead">Please log in to see your account.</p>
          <Link className="btn btn--red" to={paths.login}>
            Login
          </Link>
        </div>
      )}
    </main>
  );
}

/** The website's account page, brought to life as a whole (app/islands/pages/account.ts, when it is). */
export const accountIsland = island('account', AccountPage, { data: true });
export const AccountRoute = accountIsland.Part;
