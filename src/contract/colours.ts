/*
 * The school's colours and their contrast (WCAG 2.x): the server refuses a colour that fails, the
 * Site Settings form says so as the admin picks, and the public pages draw their palette from
 * them. Plain code, no schema: both ends and the server's renderer run it.
 */

/** A colour as Site Settings stores it: `#` and six hex digits. */
export const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** WCAG AA's least contrast for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/** The template's colours: the defaults, drawn by theme.css itself (no override needed). */
export const DEFAULT_COLOURS = { primaryColor: '#a12c2f', accentColor: '#f5a425' } as const;

export const WHITE = '#ffffff';
/** The ink the site writes on the accent colour (theme.css --color-ink). */
export const INK = '#1f272b';

type Rgb = readonly [number, number, number];

/** The colour's red, green and blue (0..255), or null when it is not `#rrggbb` (or `#rgb`). */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance of an sRGB colour (0: black, 1: white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1..21), or null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) return null;
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A ratio as people read it, to one decimal ("2.1:1"), never rounded up to AA's threshold: 4.47
 * is "4.4:1", not a passing-looking "4.5:1".
 */
export function ratioText(ratio: number): string {
  const rounded = Math.round(ratio * 10) / 10;
  const shown = ratio < AA_NORMAL_TEXT && rounded >= AA_NORMAL_TEXT ? Math.floor(ratio * 10) / 10 : rounded;
  return `${shown.toFixed(1)}:1`;
}

export type ColourField = keyof typeof DEFAULT_COLOURS;

/**
 * What each colour is drawn against on the public site: the primary is the top bar's and the
 * buttons' background under white text, and the links' colour on the white page (one pair); the
 * accent is the background of highlighted parts under dark ink (where it is text on white, the
 * site uses a darker shade of it that reaches AA: accentTextOn).
 */
export const COLOUR_CHECKS: Record<ColourField, { name: string; against: string; where: string }> = {
  primaryColor: { name: 'Primary colour', against: WHITE, where: 'on white' },
  accentColor: { name: 'Accent colour', against: INK, where: `under dark text (${INK})` },
};

/**
 * Why `hex` cannot be the school's `field` colour, or null when it can: not a colour, or short of
 * AA's 4.5:1 against what it is drawn with ("Primary colour #f5a425 on white has a contrast of
 * 2.1:1; it needs at least 4.5:1").
 */
export function colourProblem(field: ColourField, hex: string): string | null {
  const { name, against, where } = COLOUR_CHECKS[field];
  if (!new RegExp(HEX_COLOUR_PATTERN, 'u').test(hex)) return `${name} must be a colour like #1a5fb4`;
  const ratio = contrastRatio(hex, against) ?? 0;
  if (ratio >= AA_NORMAL_TEXT) return null;
  return `${name} ${hex.toLowerCase()} ${where} has a contrast of ${ratioText(ratio)}; it needs at least ${AA_NORMAL_TEXT}:1`;
}

/** `rgb` moved toward `target` by `amount` (0..1). */
const mix = ([r, g, b]: Rgb, [tr, tg, tb]: Rgb, amount: number): Rgb => [
  r + (tr - r) * amount,
  g + (tg - g) * amount,
  b + (tb - b) * amount,
];

/** The darkest step (toward black) of `hex` that first reaches AA on white: text in the accent colour. */
function textShadeOnWhite(rgb: Rgb): string {
  for (let step = 0; step <= 20; step += 1) {
    const shade = toHex(mix(rgb, [0, 0, 0], step / 20));
    if ((contrastRatio(shade, WHITE) ?? 0) >= AA_NORMAL_TEXT) return shade;
  }
  return '#000000';
}

/**
 * The CSS custom properties theme.css draws the site with, from the school's colours; empty for
 * the template's own (theme.css has them). Each derived shade keeps the template's relation: a
 * darker primary for gradients, a lighter accent for the top bar's current link, and the accent's
 * text shade on white.
 */
export function themeProperties(colours: Record<ColourField, string>): Record<string, string> {
  const properties: Record<string, string> = {};
  const primary = parseHex(colours.primaryColor);
  if (primary && colours.primaryColor.toLowerCase() !== DEFAULT_COLOURS.primaryColor) {
    properties['--brand-red'] = toHex(primary);
    properties['--brand-red-dark'] = toHex(mix(primary, [0, 0, 0], 0.35));
  }
  const accent = parseHex(colours.accentColor);
  if (accent && colours.accentColor.toLowerCase() !== DEFAULT_COLOURS.accentColor) {
    properties['--brand-amber'] = toHex(accent);
    properties['--brand-amber-light'] = toHex(mix(accent, [255, 255, 255], 0.45));
    properties['--brand-amber-text'] = textShadeOnWhite(accent);
  }
  return properties;
}

/** The same as a `:root` rule for a <style> element ('' when there is nothing to override). */
export function themeCss(colours: Record<ColourField, string>): string {
  const declarations = Object.entries(themeProperties(colours))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return declarations ? `:root{${declarations}}` : '';
}
