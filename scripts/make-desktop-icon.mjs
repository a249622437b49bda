// Draws the desktop app's icon (build/icon.png, 1024×1024: electron-builder makes the .ico, .icns
// and Linux sizes from it). Run again after changing the drawing: node scripts/make-desktop-icon.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const RED = '#a12c2f';
const AMBER = '#f5a425';
const AMBER_SHADE = '#d9870f';

// A graduation cap on the school's red, inset so it sits like other apps' icons in a dock.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect x="64" y="64" width="896" height="896" rx="200" fill="${RED}"/>
  <path d="M312 500 V660 Q512 770 712 660 V500 L512 590 Z" fill="${AMBER_SHADE}"/>
  <path d="M512 250 L872 420 L512 590 L152 420 Z" fill="${AMBER}"/>
  <path d="M512 420 L780 470 V650" fill="none" stroke="${AMBER}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M780 640 L752 740 H808 Z" fill="${AMBER}"/>
  <circle cx="512" cy="420" r="26" fill="${AMBER_SHADE}"/>
</svg>`;

const out = path.join(import.meta.dirname, '..', 'build', 'icon.png');
await mkdir(path.dirname(out), { recursive: true });
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
