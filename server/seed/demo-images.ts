import sharp from 'sharp';
import { seededRandom } from '../lib/seeded-random';

/** Motifs drawn in white line art over the generated backgrounds. */
export type Motif =
  'book' | 'cap' | 'bulb' | 'globe' | 'laptop' | 'chart' | 'palette' | 'camera' | 'people' | 'calendar';

export interface ArtSpec {
  seed: number;
  colors: readonly [string, string, string];
  motif: Motif;
}

const MOTIFS: Record<Motif, string> = {
  book: '<path d="M-120 -70 Q-60 -95 0 -70 Q60 -95 120 -70 L120 80 Q60 55 0 80 Q-60 55 -120 80 Z M0 -70 L0 80"/>',
  cap: '<path d="M-140 -20 L0 -80 L140 -20 L0 40 Z M-80 5 L-80 70 Q0 110 80 70 L80 5 M120 -10 L120 70"/><circle cx="120" cy="80" r="10"/>',
  bulb: '<path d="M-40 50 Q-95 0 -80 -50 Q-60 -110 0 -110 Q60 -110 80 -50 Q95 0 40 50 Z M-35 75 L35 75 M-25 100 L25 100 M0 50 L0 -20 M-25 -40 L0 -20 L25 -40"/>',
  globe:
    '<circle cx="0" cy="0" r="100"/><ellipse cx="0" cy="0" rx="45" ry="100"/><path d="M-100 0 L100 0 M-85 -50 L85 -50 M-85 50 L85 50"/>',
  laptop:
    '<rect x="-110" y="-80" width="220" height="140" rx="10"/><path d="M-150 85 L150 85 L125 60 L-125 60 Z M-50 -20 L-20 0 L-50 20 M0 20 L45 20"/>',
  chart:
    '<path d="M-120 90 L120 90 M-120 90 L-120 -100"/><rect x="-95" y="20" width="40" height="70"/><rect x="-40" y="-20" width="40" height="110"/><rect x="15" y="-60" width="40" height="150"/><path d="M-95 -30 L-20 -70 L35 -95 L105 -120"/>',
  palette:
    '<path d="M0 -100 Q110 -100 110 -10 Q110 40 60 40 Q30 40 40 70 Q50 105 0 105 Q-110 105 -110 0 Q-110 -100 0 -100 Z"/><circle cx="-50" cy="-40" r="14"/><circle cx="0" cy="-60" r="14"/><circle cx="50" cy="-40" r="14"/><circle cx="-60" cy="20" r="14"/>',
  camera:
    '<rect x="-120" y="-60" width="240" height="150" rx="18"/><path d="M-50 -60 L-30 -95 L30 -95 L50 -60"/><circle cx="0" cy="15" r="50"/><circle cx="0" cy="15" r="25"/>',
  people:
    '<circle cx="-55" cy="-50" r="32"/><circle cx="55" cy="-50" r="32"/><path d="M-120 90 Q-120 0 -55 0 Q10 0 10 90 M-10 90 Q-10 0 55 0 Q120 0 120 90"/>',
  calendar:
    '<rect x="-110" y="-85" width="220" height="185" rx="14"/><path d="M-110 -35 L110 -35 M-60 -110 L-60 -65 M60 -110 L60 -65"/><rect x="-70" y="0" width="35" height="30"/><rect x="-15" y="0" width="35" height="30"/><rect x="40" y="0" width="35" height="30"/><rect x="-70" y="50" width="35" height="30"/>',
};

/** An abstract, original picture: gradient, soft shapes, a wave, a dot grid and a line-art motif. */
export function artSvg({ seed, colors, motif }: ArtSpec, width = 1200, height = 800): string {
  const rand = seededRandom(seed);
  const [c1, c2, c3] = colors;
  const circles = Array.from({ length: 7 }, () => {
    const r = 60 + rand() * 260;
    const fill = [c1, c2, c3, '#ffffff'][Math.floor(rand() * 4)] ?? '#ffffff';
    return `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${(0.12 + rand() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const amplitude = 40 + rand() * 60;
  const baseline = height * (0.62 + rand() * 0.2);
  const wave = `<path d="M0 ${baseline.toFixed(0)} C ${width * 0.25} ${(baseline - amplitude).toFixed(0)}, ${width * 0.5} ${(baseline + amplitude).toFixed(0)}, ${width} ${(baseline - amplitude / 2).toFixed(0)} L ${width} ${height} L 0 ${height} Z" fill="${c3}" opacity="0.55"/>`;
  const dotsX = rand() > 0.5 ? 60 : width - 260;
  const dots = Array.from(
    { length: 25 },
    (_, i) =>
      `<circle cx="${dotsX + (i % 5) * 45}" cy="${60 + Math.floor(i / 5) * 45}" r="5" fill="#ffffff" opacity="0.5"/>`,
  ).join('');
  const angle = Math.floor(rand() * 360);
  const scale = (Math.min(width, height) / 800) * 1.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${wave}${dots}
<g transform="translate(${width / 2} ${height / 2}) scale(${scale.toFixed(2)})" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">${MOTIFS[motif]}</g>
</svg>`;
}

/** Renders the picture to PNG bytes, ready for the same upload path an admin's file takes. */
export function renderArt(spec: ArtSpec, width?: number, height?: number): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec, width, height)))
    .png()
    .toBuffer();
}
