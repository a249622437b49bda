import { FONTS_CLASS, FONTS_KEPT_KEY } from './brand-font-script';
import { whenIdle } from './idle';

/**
 * The brand font without a shift: text uses it only on a page that had it from its first paint.
 * Every page carries the font's @font-face rules (app/fonts.css, `font-display: optional`), but
 * its text asks for Poppins only when <html> has FONTS_CLASS (app/theme.css), which index.html's
 * first script sets, before the page is drawn, once the font is in the browser's cache
 * (FONTS_KEPT_KEY). So a visit's first page shows the fallback throughout (metric-matched, but
 * never swapped under the reader) and fetches the font once it is idle; the next pages show it
 * from the start. The admin area and the desktop app use it at once (`showBrandFont`).
 */

/** The font's family, as app/fonts.css names it. */
const FAMILY = 'Poppins';

/** How long a busy page waits before the font is fetched anyway. */
const IDLE_WAIT_MS = 4000;

/** Text uses the brand font from now on (a screen the browser draws alone: the admin area, the desktop app). */
export function showBrandFont(root: HTMLElement = document.documentElement): void {
  root.classList.add(FONTS_CLASS);
}

/** Whether a face covers the basic Latin letters (its unicode-range reaches U+0041, "A"). */
function coversLatin(face: FontFace): boolean {
  return face.unicodeRange.split(',').some((range) => {
    const [from, to = from] = range
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((bound) => parseInt(bound.replace(/\?/g, '0'), 16));
    return from !== undefined && to !== undefined && from <= 0x41 && 0x41 <= to;
  });
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * On a server-drawn page without the font: once the page is idle, fetches the font's Latin faces
 * (the page's own @font-face rules, so the very files the next page asks for), which no text here
 * uses, and notes that they are kept. Nothing with Save-Data, or where the page has the font already.
 */
export function fetchesBrandFontAhead(doc: Document = document): () => void {
  if (doc.documentElement.classList.contains(FONTS_CLASS) || savesData() || !('fonts' in doc))
    return () => undefined;
  return whenIdle(() => {
    const faces = [...doc.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === FAMILY && coversLatin(face),
    );
    if (faces.length === 0) return;
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        try {
          localStorage.setItem(FONTS_KEPT_KEY, '1');
        } catch {
          // No storage (a private window that refuses it): every page keeps the fallback.
        }
      },
      // Not here (offline, blocked): the next page tries again.
      () => undefined,
    );
  }, IDLE_WAIT_MS);
}
