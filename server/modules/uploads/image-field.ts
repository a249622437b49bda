import { LIMITS, UPLOADS_PREFIX } from '@/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-errors';
import { encodeImage } from './images';
import { saveUploads, uploadExists } from './uploads.repository';

/**
 * Turns a form's image field into the URL stored on the record: an uploaded file is checked,
 * re-encoded and stored; a string must be an https URL or one of our own /uploads/ images.
 */
export async function storeImageField(db: Db, field: string, value: unknown): Promise<string> {
  if (Buffer.isBuffer(value)) {
    const { full, medium, card } = await encodeImage(value);
    await saveUploads(db, [full, medium, card]);
    return `${UPLOADS_PREFIX}${full.name}`;
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be an image file or an image URL`);
  if (value.length > LIMITS.url) throw badRequest(`${field} must be at most ${LIMITS.url} characters`);
  if (value.startsWith(UPLOADS_PREFIX)) {
    if (!(await uploadExists(db, value.slice(UPLOADS_PREFIX.length)))) {
      throw badRequest(`${field} points to an image that does not exist`);
    }
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${field} must be an image file or an https URL`);
  }
  // The site only loads https images (Content-Security-Policy), so an http link would never show.
  if (url.protocol !== 'https:') throw badRequest(`${field} must be an image file or an https URL`);
  return url.toString();
}
