/**
 * Uploaded images are stored as `<hash>.webp`, with smaller variants beside them:
 * `<hash>-medium.webp` (the same picture, narrower) and `<hash>-card.webp` (cropped to the cards'
 * 3:2 frame).
 */
/** The largest side of a stored image, the medium variant's width, and the card variant's box. */
export const FULL_IMAGE_MAX_SIDE = 1600;
export const MEDIUM_IMAGE_WIDTH = 960;
export const CARD_IMAGE_SIZE = { width: 600, height: 400 } as const;

export const UPLOADS_PREFIX = '/uploads/';
/** A stored picture's file name: its content hash, a variant's suffix, .webp. */
export const UPLOAD_FILE_NAME = /^([0-9a-f]{16,64})(-card|-medium)?\.webp$/;

export type ImageVariant = 'card' | 'medium';

/** A variant of an uploaded image; any other URL (a link to another site) is returned unchanged. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  const match = url.startsWith(UPLOADS_PREFIX)
    ? UPLOAD_FILE_NAME.exec(url.slice(UPLOADS_PREFIX.length))
    : null;
  // Only a full picture has variants.
  return match && match[2] === undefined ? `${UPLOADS_PREFIX}${match[1]}-${variant}.webp` : url;
}

/** The card-size variant of an uploaded image; any other URL is returned unchanged. */
export const cardImageUrl = (url: string): string => imageVariantUrl(url, 'card');

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
