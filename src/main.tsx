import './app/theme.css';
import { holdEarlyInput } from './lib/early-input';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves once a frame has been painted (a frame's callbacks run just before its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the visitor sees the server's page: its first contentful paint as the browser
 * reports it (shown on screen, which may be a little after the frame was drawn), or the next
 * painted frame where paint timing is not reported.
 */
function afterFirstContentfulPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes.includes('paint')) return afterNextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** How long the app waits for the page's main picture before it starts anyway. */
const MAIN_PICTURE_WAIT_MS = 2000;

/** Resolves once `image` has arrived (or failed) and is decoded, ready for the next frame. */
async function arrived(image: HTMLImageElement): Promise<void> {
  if (!image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
  }
  await image.decode().catch(() => undefined);
}

/**
 * Resolves once the page's main pictures (fetchpriority="high") are on screen (arrived, decoded
 * and painted) or have failed, or after a while: the scripts must not take a phone's bandwidth
 * or time from them.
 */
function afterMainPictures(root: HTMLElement): Promise<void> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return Promise.resolve();
  const enough = new Promise<void>((resolve) => setTimeout(resolve, MAIN_PICTURE_WAIT_MS));
  return Promise.race([Promise.all(pictures.map(arrived)).then(afterNextPaint), enough]);
}

if (import.meta.env.MODE === 'desktop') {
  // The desktop app's build: its preload puts the bridge here. The website's build has no such
  // branch, and carries neither this start nor the chunks it loads.
  const bridge = window.desktop;
  if (!bridge)
    throw new Error('The desktop renderer runs inside the desktop app, which provides window.desktop');
  void import('./app/desktop/start-desktop').then(({ startDesktop }) => startDesktop(root, bridge));
} else {
  // The server's HTML is the page, styles included: it shows first, with its main picture, and
  // only then are the scripts (and the web font) fetched to bring it to life, so they never hold
  // up the first paint nor take a phone's bandwidth from that picture. Until React runs, what the
  // visitor presses, sends or types is held for it (lib/early-input.ts): a form never goes out
  // as a plain GET with its fields in the URL. A page the browser draws alone (the admin area)
  // starts at once.
  const drawnByServer = root.hasChildNodes();
  const release = drawnByServer ? holdEarlyInput(root) : undefined;
  const shown = drawnByServer
    ? afterFirstContentfulPaint().then(() => afterMainPictures(root))
    : Promise.resolve();
  void shown
    .then(() => import('./app/start-website'))
    .then(({ startWebsite }) => startWebsite(root, release));
}
