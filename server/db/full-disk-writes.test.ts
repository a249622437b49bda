import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../../tests/cluster/small-disk';
import { COURSES, MEETINGS } from '../testing/record-resources';
import { testDatabaseUrl } from '../testing/scratch-database';
import { pageInput, settingsInput } from '../testing/site-fixtures';
import {
  createTestApp,
  expectError,
  sendForm,
  sendJson,
  type FormValue,
  type TestApp,
} from '../testing/test-app';
import { noisePng } from '../testing/test-images';
import type { Db } from './database';
import { STORAGE_MESSAGES } from './storage-errors';

/**
 * The writes that run in a transaction of their own, on a disk that is really full (a small tmpfs
 * under DATA_DIR, as tests/cluster meets one). SQLite then fails with SQLITE_FULL and rolls the
 * transaction back by itself, so a ROLLBACK after it finds none ("cannot rollback - no transaction
 * is active"): that error must not take the place of the full disk's, which the client hears as
 * 503 with Retry-After, and nothing of the write may be kept. (A database only forbidden to grow,
 * pragma max_page_count as in storage.test.ts, fails the statement but keeps the transaction, so
 * it does not show this; db/transaction.test.ts shows the rule itself on both engines.)
 */

/** Everything these writes could change, as one comparable value. */
async function stored(db: Db) {
  const [meetings, courses, uploads, pages, site] = await Promise.all([
    db.selectFrom('meetings').selectAll().orderBy('id').execute(),
    db.selectFrom('courses').selectAll().orderBy('id').execute(),
    db.selectFrom('uploads').select(['name', 'byte_size']).orderBy('name').execute(),
    db.selectFrom('pages').selectAll().orderBy('id').execute(),
    db.selectFrom('site_content').selectAll().orderBy('key').execute(),
  ]);
  return { meetings, courses, uploads, pages, site };
}

/** A picture no other record has (pictures are shared by their hash), of several pages. */
const newPicture = async () => ({
  filename: 'photo.png',
  contentType: 'image/png',
  data: await noisePng({ width: 96, height: 96 }),
});

/** Longer than a page of the database (4 KB): saving it needs more room on the disk. */
const longText = (unit: string) => unit.repeat(Math.ceil(12_000 / unit.length));

type Write = (t: TestApp, courseId: string) => Promise<LightMyRequestResponse>;

/** A multipart write as the admin, named by its method and address (`{id}` the course's). */
const formWrite = (
  method: 'POST' | 'PATCH',
  address: string,
  fields: () => Promise<Record<string, FormValue>>,
): [name: string, write: Write] => [
  `${method} ${address}`,
  async (t, courseId) =>
    sendForm(t.app, { method, url: address.replace('{id}', courseId), token: t.adminToken }, await fields()),
];

/** A JSON write as the admin, named by its method and address. */
const jsonWrite = (
  method: 'POST' | 'PUT',
  url: string,
  body: () => unknown,
): [name: string, write: Write] => [
  `${method} ${url}`,
  (t) => sendJson(t.app, { method, url, token: t.adminToken }, body()),
];

const WRITES: [name: string, write: Write][] = [
  formWrite('POST', '/api/meetings', async () => MEETINGS.form({ meetingImage: await newPicture() })),
  formWrite('POST', '/api/courses', async () => COURSES.form({ courseImage: await newPicture() })),
  formWrite('PATCH', '/api/courses/{id}', async () => ({
    title: 'Renamed',
    courseImage: await newPicture(),
  })),
  jsonWrite('POST', '/api/pages', () => pageInput({ body: longText('Some *Markdown* text. ') })),
  jsonWrite('PUT', '/api/site/settings', () =>
    settingsInput({
      footerLinks: [1, 2, 3, 4].map((n) => ({
        label: `Link ${n}`,
        url: `https://board.riverside.test/${n}/${'a'.repeat(2000)}`,
      })),
    }),
  ),
];

const noSmallDisk = testDatabaseUrl() ? "the disk is PostgreSQL's own" : smallDiskUnavailable();
if (noSmallDisk) console.warn(`Skipping the full disk tests of transactions: ${noSmallDisk}.`);

describe.skipIf(noSmallDisk)('a transaction on a full disk (SQLite on a small tmpfs)', () => {
  let disk: SmallDisk;
  let t: TestApp;
  let courseId = '';
  beforeAll(async () => {
    disk = mountSmallDisk(8192);
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    t = await createTestApp({ DATA_DIR: dataDir });
    const created = await sendForm(
      t.app,
      { method: 'POST', url: '/api/courses', token: t.adminToken },
      COURSES.form({ courseImage: await newPicture() }),
    );
    expect(created.statusCode, created.body).toBe(201);
    courseId = COURSES.saved(created).record.id;
  });
  afterAll(async () => {
    await t.close();
    disk.unmount();
  });
  const freeDisk = () => rmSync(path.join(disk.path, 'filler'), { force: true });
  afterEach(freeDisk);

  it.each(WRITES)(
    '%s answers 503 with Retry-After, keeps nothing of it, and works once there is room',
    async (_name, write) => {
      disk.fill();
      const before = await stored(t.app.db);

      const refused = await write(t, courseId);
      expectError(refused, 503, STORAGE_MESSAGES.full);
      expect(refused.headers['retry-after']).toBe('60');
      expect(await stored(t.app.db)).toEqual(before);

      // The database was left ready for the next change: with room again, the same write is saved.
      freeDisk();
      const saved = await write(t, courseId);
      expect(saved.statusCode, saved.body).toBeLessThan(300);
      expect(await stored(t.app.db)).not.toEqual(before);
    },
  );
});
