/**
 * Tells whoever listens that the server refused the stored token (expired, revoked, user
 * deleted). The app layer listens and sends the admin to the login page with a message.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}

export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Please log in again.';
