import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { CARD_IMAGE_SIZE, FULL_IMAGE_MAX_SIDE, LIMITS, MEDIUM_IMAGE_WIDTH } from '@/contract';
import { badRequest, HttpError } from '../../lib/http-errors';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const MB = Math.round(LIMITS.imageBytes / (1024 * 1024));

export interface EncodedImage {
  name: string;
  contentType: 'image/webp';
  data: Buffer;
  width: number;
  height: number;
}

export interface EncodedImages {
  full: EncodedImage;
  /** The same picture at most MEDIUM_IMAGE_WIDTH wide: what a phone's screen needs of a wide image. */
  medium: EncodedImage;
  card: EncodedImage;
}

async function encoded(image: Sharp, name: string, quality: number): Promise<EncodedImage> {
  const { data, info } = await image.webp({ quality }).toBuffer({ resolveWithObject: true });
  return { name, contentType: 'image/webp', data, width: info.width, height: info.height };
}

/** The medium variant of a stored full image (`<hash>.webp` → `<hash>-medium.webp`). */
export function encodeMedium(full: Buffer, hash: string): Promise<EncodedImage> {
  const image = sharp(full).resize({ width: MEDIUM_IMAGE_WIDTH, withoutEnlargement: true });
  return encoded(image, `${hash}-medium.webp`, 80);
}

/**
 * Checks by content that `input` is a PNG, JPEG, WebP or GIF, then re-encodes it as WebP (which
 * drops metadata and anything hidden in the file) plus a medium and a card-size variant. Names
 * are content hashes, so the same picture uploaded twice is stored once.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImages> {
  if (input.length > LIMITS.imageBytes) throw new HttpError(413, `Images can be at most ${MB} MB`);
  const notAnImage = badRequest('The file is not an image we accept: use PNG, JPEG, WebP or GIF');

  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw notAnImage;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage;

  try {
    // Only the first frame of an animation is kept; `rotate()` applies the EXIF orientation.
    const source = () => sharp(input, { limitInputPixels: 50_000_000, animated: false }).rotate();
    const fullImage = source().resize({
      width: FULL_IMAGE_MAX_SIDE,
      height: FULL_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data: fullData, info } = await fullImage
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(fullData).digest('hex').slice(0, 32);
    const full: EncodedImage = {
      name: `${hash}.webp`,
      contentType: 'image/webp',
      data: fullData,
      width: info.width,
      height: info.height,
    };
    const [medium, card] = await Promise.all([
      encodeMedium(fullData, hash),
      encoded(
        source().resize({ ...CARD_IMAGE_SIZE, fit: 'cover', position: 'attention' }),
        `${hash}-card.webp`,
        78,
      ),
    ]);
    return { full, medium, card };
  } catch {
    throw badRequest('The image could not be read; it may be damaged or too large in pixels');
  }
}
