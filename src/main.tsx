import './app/theme.css';
// The brand font's faces, in every page (the server inlines these styles); text uses it as lib/fonts.ts says.
import './app/fonts.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (import.meta.env.MODE === 'desktop') {
  // The desktop app's build: its preload puts the bridge here. The website's build has no such
  // branch, and carries neither this start nor the chunks it loads.
  const bridge = window.desktop;
  if (!bridge)
    throw new Error('The desktop renderer runs inside the desktop app, which provides window.desktop');
  void import('./app/desktop/start-desktop').then(({ startDesktop }) => startDesktop(root, bridge));
} else {
  // A page the browser draws: the admin area, or any page under `npm run dev`, where the server
  // draws none. (The pages the server drew load their islands' scripts instead: src/boot.ts.)
  void import('./app/start-website').then(({ startWebsite }) => startWebsite(root));
}
