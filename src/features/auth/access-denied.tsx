import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import image from './access-denied.svg';
import './access-denied.css';

/** The full-screen image non-admins see on admin pages, with a way out. */
export function AccessDenied({ loggedIn }: { loggedIn: boolean }) {
  return (
    <main className="access-denied">
      <img
        className="access-denied__image"
        src={image}
        alt="Access denied: this area is for administrators only."
      />
      <nav className="access-denied__links" aria-label="Leave this page">
        <Link className="btn" to={paths.home}>
          Back to the website
        </Link>
        {!loggedIn && (
          <Link className="btn btn--ghost" to={paths.login} style={{ background: '#fff' }}>
            Log in as an administrator
          </Link>
        )}
      </nav>
    </main>
  );
}
