import { useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { themeCss } from '@/contract';
import { keepsScroll } from '@/lib/scroll';
import { useSiteIdentity } from '@/lib/site-identity';
import { TopBarIsland } from './top-bar';
import './public-layout.css';

/**
 * A new page starts at its top, as a link to another site's page would; going back or forward
 * leaves the window to the browser, and a move within a page (a list's next page) keeps it.
 */
function useScrollToTopOnNewPage() {
  const location = useLocation();
  const { key, pathname } = location;
  const state: unknown = location.state;
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop || keepsScroll(state)) return;
    window.scrollTo(0, 0);
  }, [key, pathname, state, navigationType]);
}

/** The top bar with the school's name, logo and menu (GET /api/site), handed to its island. */
export function SiteTopBar() {
  const { settings, menu } = useSiteIdentity();
  return <TopBarIsland.Part schoolName={settings.schoolName} logo={settings.logo} menu={menu} />;
}

/**
 * The school's colours over the template's (theme.css), in the page the server draws, so the
 * first paint has them; nothing when they are the template's. The admin area keeps its own look.
 */
function SiteColours() {
  const css = themeCss(useSiteIdentity().settings);
  return css ? <style>{css}</style> : null;
}

/** Every public page: the top bar, the page, the footer. */
export function PublicLayout() {
  useScrollToTopOnNewPage();
  return (
    <div className="public-layout">
      <SiteColours />
      <SkipLink />
      <SiteTopBar />
      <div id={MAIN_CONTENT_ID} className="public-layout__content" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
