import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Where the app serves an uploaded picture: converted to WebP, named by its content's hash. */
export const UPLOAD_URL = /^\/uploads\/[0-9a-f]+\.webp$/;

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff';

/** A picture of one colour, small to send and quick to make. */
export function solidImage(
  format: ImageFormat,
  size: { width: number; height: number },
  background = '#2a9d8f',
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** An uncompressed PNG of random pixels: as many bytes as its pixels take, for the size limits. */
export function noisePng(size: { width: number; height: number }, compressionLevel = 0): Promise<Buffer> {
  return sharp(randomBytes(size.width * size.height * 3), { raw: { ...size, channels: 3 } })
    .png({ compressionLevel })
    .toBuffer();
}
