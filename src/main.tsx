import './app/theme.css';
import { startWebsite } from './app/start-website';
import { holdEarlyInput } from './lib/early-input';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The desktop app's preload puts its bridge here; the website never has one and never loads that code.
const bridge = window.desktop;
if (bridge) {
  void import('./app/desktop/start-desktop').then(({ startDesktop }) => startDesktop(root, bridge));
} else {
  // On a page the server drew, what the visitor presses before React runs is held for it
  // (lib/early-input.ts): a form never goes out as a plain GET with its fields in the URL.
  const release = root.hasChildNodes() ? holdEarlyInput(root) : undefined;
  void startWebsite(root, release);
}
