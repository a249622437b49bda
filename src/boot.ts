/**
 * The website's first script, which the build writes into the page itself
 * (scripts/inline-boot-plugin.ts) so that nothing is fetched before the visitor sees the page:
 * not even a script. On a page the server drew, it holds what the visitor presses, sends or types
 * (lib/early-input.ts), waits until the page is painted with its main picture and the browser is
 * idle, then fetches the page's island scripts (listed on #root by the server,
 * app/islands/pages), which hand each island what was held in it. A page the browser draws alone
 * (the admin area) starts its app (src/main.tsx) at once.
 *
 * It imports nothing that the app's chunks share, so the build can put it in the page whole.
 */
import { holdEarlyInput } from './lib/early-input';
import {
  afterFirstContentfulPaint,
  afterIdle,
  afterMainPictures,
  loadIslandScripts,
  loadScripts,
  pageScripts,
  type StartScripts,
} from './lib/website-boot';

/** The entry and what it loads first, as built: filled in by scripts/inline-boot-plugin.ts. */
declare const __WEBSITE_START__: StartScripts;

const root = document.getElementById('root');
const islands = pageScripts(root);
if (root && islands) {
  window.heldEarlyInput = holdEarlyInput(root);
  void afterFirstContentfulPaint()
    .then(() => afterMainPictures(root))
    .then(afterIdle)
    .then(() => loadIslandScripts(islands));
} else {
  loadScripts(__WEBSITE_START__);
}
