import { LIMITS, UPLOADS_PREFIX } from '@/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-errors';
import { encodeImage, type EncodedImage } from './images';
import { saveUploads, uploadExists } from './uploads.repository';

/** A form's image field, checked: the URL to store on the record and the pictures to save for it. */
export interface ImageField {
  url: string;
  /** A new upload's re-encoded pictures (full, medium, card); none for a link. */
  uploads: EncodedImage[];
}

/**
 * Checks a form's image field: an uploaded file is checked and re-encoded (not saved yet: that
 * goes with the record, in its transaction); a string must be an https URL or one of our own
 * /uploads/ images.
 */
export async function readImageField(db: Db, field: string, value: unknown): Promise<ImageField> {
  if (Buffer.isBuffer(value)) {
    const { full, medium, card } = await encodeImage(value);
    return { url: `${UPLOADS_PREFIX}${full.name}`, uploads: [full, medium, card] };
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be an image file or an image URL`);
  // Emptied on purpose (a change that removes the picture): no picture.
  if (value === '') return { url: '', uploads: [] };
  if (value.length > LIMITS.url) throw badRequest(`${field} must be at most ${LIMITS.url} characters`);
  if (value.startsWith(UPLOADS_PREFIX)) {
    if (!(await uploadExists(db, value.slice(UPLOADS_PREFIX.length)))) {
      throw badRequest(`${field} points to an image that does not exist`);
    }
    return { url: value, uploads: [] };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${field} must be an image file or an https URL`);
  }
  // The site only loads https images (Content-Security-Policy), so an http link would never show.
  if (url.protocol !== 'https:') throw badRequest(`${field} must be an image file or an https URL`);
  return { url: url.toString(), uploads: [] };
}

/** Saves the pictures of a checked image field (nothing for a link); returns the URL to store. */
export async function saveImageField(db: Db, image: ImageField): Promise<string> {
  if (image.uploads.length > 0) await saveUploads(db, image.uploads);
  return image.url;
}

/** Checks and saves a form's image field at once (the demo seed, already in its transaction). */
export async function storeImageField(db: Db, field: string, value: unknown): Promise<string> {
  return saveImageField(db, await readImageField(db, field, value));
}
