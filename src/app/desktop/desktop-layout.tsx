import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDesktop } from './desktop-context';
import { useAppName } from './desktop-title';
import './desktop-layout.css';

/** The desktop app's screens before the dashboard (login, sign up, server address): the app's name and its server. */
export function DesktopLayout() {
  const { serverAddress } = useDesktop();
  const appName = useAppName();
  return (
    <div className="desktop-layout">
      <header className="desktop-layout__bar">
        <span className="desktop-layout__brand">{appName}</span>
        {serverAddress && (
          <span className="desktop-layout__server">
            <span className="visually-hidden">Connected to </span>
            <span className="desktop-layout__address">{serverAddress}</span>
            <NavLink className="desktop-layout__change" to={paths.desktopSettings}>
              Change server
            </NavLink>
          </span>
        )}
      </header>
      <Outlet />
    </div>
  );
}
