/**
 * The desktop admin app's origin: its renderer is served from app://admin/ (electron/main). The
 * backend always accepts API calls from it (they carry a bearer token, never a cookie), so the
 * app works against any school's server without CORS settings.
 */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'admin';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;

/** The desktop app's screen for the server address: its menu (electron/main) opens it too. */
export const DESKTOP_SETTINGS_PATH = '/settings';
