import { useEffect, type ReactNode } from 'react';
import { useAppDispatch } from '@/lib/store-hooks';
import { AccessDenied } from './access-denied';
import { fetchProfile } from './auth-slice';
import { useAuth } from './use-auth';
import './admin-guard.css';

/**
 * Loading until the role is known; admins see the content; anyone else sees the access-denied
 * image. The profile is fetched when no auth data is present.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data, status, token } = useAuth();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!data && status !== 'error') void dispatch(fetchProfile());
  }, [data, status, dispatch]);

  if (!data && status === 'loading') {
    return (
      <div className="admin-guard__loading" role="status">
        Loading...
      </div>
    );
  }
  if (data?.role === 'admin') return <>{children}</>;
  return <AccessDenied loggedIn={token !== null} />;
}
