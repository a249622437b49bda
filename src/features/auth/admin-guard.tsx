import { useCallback, useEffect, type ReactNode } from 'react';
import { CantReachPage } from '@/components/offline-notice';
import { isStaff, mayUse, type Access } from '@/contract';
import { useAppDispatch } from '@/lib/store-hooks';
import { AccessDenied } from './access-denied';
import { fetchProfile } from './auth-slice';
import { useAuth } from './use-auth';
import './admin-guard.css';

/**
 * Loading until the role is known; the school's staff (any staff role) see the content; anyone
 * else sees the access-denied image. The profile is fetched when no auth data is present. A server that does not answer has
 * refused nobody: that says it cannot be reached and tries again until the role is known.
 */
export function AdminGuard({
  children,
  unreachableExtra,
}: {
  children: ReactNode;
  /** Under the "Can't reach" words, e.g. the desktop app's way to change its server. */
  unreachableExtra?: ReactNode;
}) {
  const { data, status, token, unreachable } = useAuth();
  const dispatch = useAppDispatch();
  const retry = useCallback(() => void dispatch(fetchProfile()), [dispatch]);

  useEffect(() => {
    if (!data && status !== 'error') void dispatch(fetchProfile());
  }, [data, status, dispatch]);

  if (!data && unreachable) {
    return (
      <CantReachPage error={unreachable} retrying={status === 'loading'} onRetry={retry}>
        {unreachableExtra}
      </CantReachPage>
    );
  }
  if (!data && status === 'loading') {
    return (
      <div className="admin-guard__loading" role="status">
        Loading...
      </div>
    );
  }
  if (isStaff(data?.role)) return <>{children}</>;
  return <AccessDenied loggedIn={token !== null} />;
}

/**
 * One admin screen for the staff whose role has `access` (ACCESS, the contract): others, though
 * staff, see that it is not for them. The server refuses their calls all the same.
 */
export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  const { data } = useAuth();
  if (mayUse(data?.role, access)) return <>{children}</>;
  return (
    <section className="admin-guard__refused" role="alert">
      <h1>Not for your role</h1>
      <p>This part of the admin area needs another role. An administrator can change yours.</p>
    </section>
  );
}
