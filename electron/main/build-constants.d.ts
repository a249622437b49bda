/**
 * Replaced at build time (vite.config.ts, desktopEntries): true only in `npm run dev:desktop`, so
 * every branch behind it is absent from the built main process.
 */
declare const __DESKTOP_DEVELOPMENT__: boolean;
