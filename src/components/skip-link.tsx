import type { MouseEvent } from 'react';
import './skip-link.css';

/** The element the skip link leads to: the layouts put the page's content in it. */
export const MAIN_CONTENT_ID = 'main';

/** Moves keyboard focus to the page's main content (#main, or else the page's <main>). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first thing a keyboard reaches: hidden until focused, then it jumps past the menus. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      Skip to main content
    </a>
  );
}
