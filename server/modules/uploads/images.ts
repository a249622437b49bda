import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CARD_IMAGE_SIZE, FULL_IMAGE_MAX_SIDE, LIMITS } from '@/contract';
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

/**
 * Checks by content that `input` is a PNG, JPEG, WebP or GIF, then re-encodes it as WebP (which
 * drops metadata and anything hidden in the file) plus a card-size variant. Names are content
 * hashes, so the same picture uploaded twice is stored once.
 */
export async function encodeImage(input: Buffer): Promise<{ full: EncodedImage; card: EncodedImage }> {
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
    const full = await source()
      .resize({ width: FULL_IMAGE_MAX_SIDE, height: FULL_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const card = await source()
      .resize({ ...CARD_IMAGE_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });

    const hash = createHash('sha256').update(full.data).digest('hex').slice(0, 32);
    return {
      full: {
        name: `${hash}.webp`,
        contentType: 'image/webp',
        data: full.data,
        width: full.info.width,
        height: full.info.height,
      },
      card: {
        name: `${hash}-card.webp`,
        contentType: 'image/webp',
        data: card.data,
        width: card.info.width,
        height: card.info.height,
      },
    };
  } catch {
    throw badRequest('The image could not be read; it may be damaged or too large in pixels');
  }
}
