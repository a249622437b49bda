import { MemoryLru } from '../../lib/memory-lru';

/** A stored picture as it is sent. */
export interface StoredPicture {
  contentType: string;
  data: Buffer;
}

/**
 * The pictures asked for most, by name, in memory up to `maxBytes` (the least recently used go
 * first): a picture's name is its content's hash and a stored picture is never changed, so a
 * kept one is right for as long as it is stored, and nothing deletes a stored picture (records
 * share them by content hash). Whatever deletes pictures one day must drop them from here too,
 * on every instance. Only what is found is kept: an unknown name is looked up each time, as a
 * picture may be stored meanwhile. Each is read once for requests that arrive together.
 */
export class PictureCache extends MemoryLru<StoredPicture> {
  constructor(maxBytes: number) {
    super(maxBytes, (picture) => picture.data.length);
  }
}
