/** Uploaded images are stored as `<hash>.webp` with a smaller `<hash>-card.webp` beside them. */
export const UPLOADS_PREFIX = '/uploads/';
const UPLOAD_NAME = /^\/uploads\/([0-9a-f]{16,64})\.webp$/;

/** The card-size variant of an uploaded image; any other URL is returned unchanged. */
export function cardImageUrl(url: string): string {
  const match = UPLOAD_NAME.exec(url);
  return match ? `${UPLOADS_PREFIX}${match[1]}-card.webp` : url;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
