import { UPLOAD_FILE_NAME } from '@/contract';
import type { Db } from '../../db/database';
import { encodeMedium } from './images';
import { PictureCache, type StoredPicture } from './picture-cache';
import { findUpload, saveUploads } from './uploads.repository';

export type { StoredPicture } from './picture-cache';

/** 32 MB of the pictures asked for most: a school's front pages several times over. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** Each database's pictures in memory (one app, one database; tests build several). */
const caches = new WeakMap<Db, PictureCache>();

function cacheOf(db: Db): PictureCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PictureCache(CACHE_BYTES)));
  return cache;
}

/** How many pictures are kept in memory for this database (for tests). */
export const keptPictures = (db: Db): number => cacheOf(db).size;

/**
 * A stored picture by its name, from memory when it was asked for lately (read from PostgreSQL
 * each time, a picture was sent ten times slower than from memory), or its medium variant made
 * now from the full picture when that was uploaded before the variant existed (it is kept, so
 * this happens once per picture).
 */
export async function findPicture(db: Db, name: string): Promise<StoredPicture | undefined> {
  const match = UPLOAD_FILE_NAME.exec(name);
  if (!match) return undefined;
  const [, hash = '', variant] = match;
  return cacheOf(db).get(name, async () => {
    const stored = await findUpload(db, name);
    if (stored) return { contentType: stored.content_type, data: stored.data };
    if (variant !== '-medium') return undefined;
    const full = await findUpload(db, `${hash}.webp`);
    if (!full) return undefined;
    const medium = await encodeMedium(full.data, hash);
    await saveUploads(db, [medium]);
    return { contentType: medium.contentType, data: medium.data };
  });
}
