/** Uploaded images are stored as `<hash>.webp` with a smaller `<hash>-card.webp` beside them. */
/** The largest side of a stored image, and the card variant's box (the cards' 3:2 frame). */
export const FULL_IMAGE_MAX_SIDE = 1600;
export const CARD_IMAGE_SIZE = { width: 600, height: 400 } as const;

export const UPLOADS_PREFIX = '/uploads/';
const UPLOAD_NAME = /^\/uploads\/([0-9a-f]{16,64})\.webp$/;

/** The card-size variant of an uploaded image; any other URL is returned unchanged. */
export function cardImageUrl(url: string): string {
  const match = UPLOAD_NAME.exec(url);
  return match ? `${UPLOADS_PREFIX}${match[1]}-card.webp` : url;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
