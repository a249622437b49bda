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
 * picture may be stored meanwhile.
 */
export class PictureCache {
  private readonly pictures = new Map<string, StoredPicture>();
  private readonly loading = new Map<string, Promise<StoredPicture | undefined>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** How many pictures are kept (for tests). */
  get size(): number {
    return this.pictures.size;
  }

  /** The picture kept under `name`, or the one `load` finds (read once for requests that arrive together). */
  async get(
    name: string,
    load: () => Promise<StoredPicture | undefined>,
  ): Promise<StoredPicture | undefined> {
    const kept = this.pictures.get(name);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.pictures.delete(name);
      this.pictures.set(name, kept);
      return kept;
    }
    const waiting = this.loading.get(name);
    if (waiting) return waiting;
    const loaded = load();
    this.loading.set(name, loaded);
    try {
      const picture = await loaded;
      if (picture) this.keep(name, picture);
      return picture;
    } finally {
      this.loading.delete(name);
    }
  }

  private keep(name: string, picture: StoredPicture): void {
    // One picture may not take more than an eighth of the room.
    if (picture.data.length * 8 > this.maxBytes) return;
    this.bytes -= this.pictures.get(name)?.data.length ?? 0;
    this.pictures.delete(name);
    this.pictures.set(name, picture);
    this.bytes += picture.data.length;
    for (const [oldest, { data }] of this.pictures) {
      if (this.bytes <= this.maxBytes) return;
      this.pictures.delete(oldest);
      this.bytes -= data.length;
    }
  }
}
