import { UPLOAD_FILE_NAME } from '@/contract';
import type { Db } from '../../db/database';
import { encodeMedium } from './images';
import { findUpload, saveUploads } from './uploads.repository';

/** A stored picture as it is sent. */
export interface StoredPicture {
  contentType: string;
  data: Buffer;
}

/**
 * A stored picture by its name, or its medium variant made now from the full picture when that
 * was uploaded before the variant existed (it is kept, so this happens once per picture).
 */
export async function findPicture(db: Db, name: string): Promise<StoredPicture | undefined> {
  const match = UPLOAD_FILE_NAME.exec(name);
  if (!match) return undefined;
  const stored = await findUpload(db, name);
  if (stored) return { contentType: stored.content_type, data: stored.data };
  const [, hash = '', variant] = match;
  if (variant !== '-medium') return undefined;
  const full = await findUpload(db, `${hash}.webp`);
  if (!full) return undefined;
  const medium = await encodeMedium(full.data, hash);
  await saveUploads(db, [medium]);
  return { contentType: medium.contentType, data: medium.data };
}
