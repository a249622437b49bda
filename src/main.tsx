import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The desktop app's preload puts its bridge here; the website never has one and never loads that code.
const bridge = window.desktop;
if (bridge) {
  void import('./app/desktop/start-desktop').then(({ startDesktop }) => startDesktop(root, bridge));
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
