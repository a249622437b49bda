import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/skip-link';
import { TopBar } from './top-bar';
import './public-layout.css';

/** Every public page: the top bar, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <SkipLink />
      <TopBar />
      <Outlet />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
