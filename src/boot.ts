/**
 * The website's first script, which the build writes into the page itself
 * (scripts/inline-boot-plugin.ts) so that nothing is fetched before the visitor sees the page:
 * not even the entry script. On a page the server drew, it holds what the visitor presses, sends
 * or types (lib/early-input.ts), waits until the page is painted with its main picture, then
 * fetches every script the page needs at once: the entry (src/main.tsx), the website's start and
 * the page's own chunk. A page the browser draws alone (the admin area) starts at once.
 *
 * It imports nothing that the app's chunks share, so the build can put it in the page whole.
 */
import { holdEarlyInput } from './lib/early-input';
import {
  afterFirstContentfulPaint,
  afterMainPictures,
  loadScripts,
  type StartScripts,
} from './lib/website-boot';

/** The entry and what it loads first, as built: filled in by scripts/inline-boot-plugin.ts. */
declare const __WEBSITE_START__: StartScripts;

const root = document.getElementById('root');
const drawnByServer = root?.hasChildNodes() ?? false;
if (root && drawnByServer) window.heldEarlyInput = holdEarlyInput(root);
const shown =
  root && drawnByServer ? afterFirstContentfulPaint().then(() => afterMainPictures(root)) : Promise.resolve();
void shown.then(() => loadScripts(__WEBSITE_START__, root));
