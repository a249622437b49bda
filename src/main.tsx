import './app/theme.css';

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
  // On the website this runs once the boot (src/boot.ts, inside the page) has seen the server's
  // page painted with its main picture; what the visitor pressed, sent or typed until then is
  // handed over when React has taken the page over. (Under `npm run dev` there is no boot: the
  // browser draws every page and it starts at once.)
  const handOver = window.heldEarlyInput;
  window.heldEarlyInput = undefined;
  void import('./app/start-website').then(({ startWebsite }) => startWebsite(root, handOver));
}
