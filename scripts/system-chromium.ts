/**
 * The operating system's Chromium, as the end-to-end tests and `npm run perf:web` launch it: never
 * downloaded (Debian: apt-get install chromium). Without the background-networking switches it
 * stalls on a closed network, trying to reach Google's services.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
