import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { paths } from '@/config/paths';
import { LIMITS } from '@/contract';
import { useDesktop } from './desktop-context';
import '@/features/auth/auth-form.css';
import './server-address-page.css';

/**
 * /settings in the desktop app: the school server's address. Asked on first start; changed later
 * from the app menu or the login screen. The main process checks /api/health before keeping it.
 */
export function ServerAddressPage() {
  const { bridge, serverAddress, tokenEncrypted, restart } = useDesktop();
  const [address, setAddress] = useState(serverAddress ?? '');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const firstStart = serverAddress === null;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    if (!address.trim()) {
      setProblem("Enter your school server's address, e.g. https://school.example");
      return;
    }
    setChecking(true);
    setProblem(null);
    const result = await bridge.server.set(address);
    if (!result.ok) {
      setChecking(false);
      setProblem(result.message);
      return;
    }
    // The whole app starts again against the new server (its address is in the security policy).
    restart(paths.admin.root);
  }

  return (
    <main className="auth-page">
      <form className="auth-card server-address" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>{firstStart ? 'Connect to your school' : 'School server'}</h1>
        <p className="server-address__intro">
          {firstStart
            ? "Enter the address of your school's website. The app checks that it answers and remembers it."
            : 'The app talks to this server. Enter another address to switch; it is checked before it is kept, and you log in again on the new server.'}
        </p>
        <InputRow
          id="server-address"
          label="Server address"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://school.example"
          required
          maxLength={LIMITS.url}
          value={address}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'server-address-problem' : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id="server-address-problem" className="status-line status-line--error" role="alert">
            {problem}
          </p>
        )}
        <button className="btn btn--red" type="submit" disabled={checking}>
          {checking ? 'Checking...' : 'Check and save'}
        </button>
        {!tokenEncrypted && (
          <p className="server-address__warning" role="note">
            Your login is stored on this computer without encryption: there is no keyring (such as GNOME
            Keyring or KWallet) to protect it. Anyone who can read your files can use it until it expires, so
            log out when you are done.
          </p>
        )}
        {!firstStart && (
          <p className="auth-card__switch">
            <Link to={paths.admin.root}>Keep {serverAddress}</Link>
          </p>
        )}
      </form>
    </main>
  );
}
