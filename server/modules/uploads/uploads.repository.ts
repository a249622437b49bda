import type { Db } from '../../db/database';
import type { UploadRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { EncodedImage } from './images';

export async function saveUploads(db: Db, images: EncodedImage[]): Promise<void> {
  const createdAt = nowIso();
  await db
    .insertInto('uploads')
    .values(
      images.map((image) => ({
        name: image.name,
        content_type: image.contentType,
        data: image.data,
        width: image.width,
        height: image.height,
        byte_size: image.data.length,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function findUpload(
  db: Db,
  name: string,
): Promise<Pick<UploadRow, 'content_type' | 'data'> | undefined> {
  return db
    .selectFrom('uploads')
    .select(['content_type', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function uploadExists(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('uploads').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}
