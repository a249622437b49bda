import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetSiteQuery } from '@/lib/site-identity';
import { useDesktop } from './desktop-context';

/** What the app calls itself until the school's settings are here. */
export const PENDING_APP_NAME = 'Admin';

/** The app's name: "<School> Admin", or "Admin" until the school's settings arrive (or a server is known). */
export function useAppName(): string {
  const { serverAddress } = useDesktop();
  // Without a server there is nobody to ask yet.
  const { data } = useGetSiteQuery(undefined, { skip: serverAddress === null });
  const schoolName = data?.settings.schoolName;
  return schoolName ? `${schoolName} Admin` : PENDING_APP_NAME;
}

/**
 * Keeps the window's title the app's name (Electron shows the page's title on the window). Set
 * again on every move, as the login and sign-up screens name themselves like the website's.
 */
export function DesktopTitle() {
  const name = useAppName();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = name;
  }, [name, pathname]);
  return null;
}
