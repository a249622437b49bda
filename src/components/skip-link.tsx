import type { MouseEvent } from 'react';
import './skip-link.css';

/** Moves keyboard focus to the page's main content (each page renders its own <main>). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first thing a keyboard reaches: hidden until focused, then it jumps past the menus. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={focusMain}>
      Skip to main content
    </a>
  );
}
