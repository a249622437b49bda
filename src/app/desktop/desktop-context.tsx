import { createContext, useContext } from 'react';
import type { DesktopBridge } from '../../../electron/ipc-contract';

export interface Desktop {
  bridge: DesktopBridge;
  /** The school server the app talks to; null until the admin has entered one. */
  serverAddress: string | null;
  /** False where the main process keeps the login as plain text (no keyring on this computer). */
  tokenEncrypted: boolean;
  /** Starts the app afresh at `path`, e.g. after the server changed (new address, new security policy). */
  restart: (path: string) => void;
}

export const DesktopContext = createContext<Desktop | null>(null);

/** The desktop app, or null on the website: for screens both show, which differ a little in the app. */
export function useDesktopOrNull(): Desktop | null {
  return useContext(DesktopContext);
}

/** The desktop app's bridge and server address; only screens of the desktop app ask for them. */
export function useDesktop(): Desktop {
  const desktop = useContext(DesktopContext);
  if (!desktop) throw new Error('useDesktop is used outside the desktop app');
  return desktop;
}
