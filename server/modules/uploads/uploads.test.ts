import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  cardImageUrl,
  imageVariantUrl,
  type CourseSavedResponse,
  type MeetingSavedResponse,
} from '@/contract';
import { countRows } from '../../db/count-rows';
import { COURSES, MEETINGS, recordClient, recordCounts } from '../../testing/record-resources';
import { expectError, getAs, useTestApp, type FormValue } from '../../testing/test-app';
import { noisePng, solidImage } from '../../testing/test-images';
import { PictureCache, type StoredPicture } from './picture-cache';
import { keptPictures } from './uploads.service';

const t = useTestApp();
const meetings = recordClient(t, MEETINGS);
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  png = await solidImage('png', { width: 800, height: 600 }, '#a12c2f');
  jpeg = await solidImage('jpeg', { width: 1024, height: 768 }, '#1f4e79');
});

const UPLOAD_URL = /^\/uploads\/[0-9a-f]{16,64}\.webp$/;
const NOT_AN_IMAGE = 'The file is not an image we accept: use PNG, JPEG, WebP or GIF';
const TOO_LARGE = 'Images can be at most 5 MB';

const file = (filename: string, contentType: string, data: Buffer): FormValue => ({
  filename,
  contentType,
  data,
});

const postMeeting = (meetingImage?: FormValue) =>
  meetings.post({
    ...MEETINGS.form({ title: 'Photography Walk', category: 'Attractive' }),
    ...(meetingImage === undefined ? {} : { meetingImage }),
  });
const postCourse = (courseImage?: FormValue) =>
  recordClient(t, COURSES).post({
    title: 'Digital Photography',
    price: '160',
    rating: '3',
    ...(courseImage ? { courseImage } : {}),
  });

/** The new meeting's picture, which must have been stored. */
async function uploadedPicture(upload: FormValue): Promise<string> {
  const response = await postMeeting(upload);
  expect(response.statusCode, response.body).toBe(201);
  const { meetingImage } = response.json<MeetingSavedResponse>().meeting;
  expect(meetingImage).toMatch(UPLOAD_URL);
  return meetingImage;
}

/** Sends the form and expects it refused with this answer, with no record or upload left behind. */
async function expectRefused(
  send: () => ReturnType<typeof postMeeting>,
  status: number,
  message: string | RegExp,
) {
  const before = await recordCounts(t.app.db);
  expectError(await send(), status, message);
  expect(await recordCounts(t.app.db)).toEqual(before);
}

async function expectServedWebp(url: string, size?: { width: number; height: number }) {
  const response = await getAs(t.app, url, null);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const cacheControl = String(response.headers['cache-control']);
  expect(cacheControl).toContain('immutable');
  expect(cacheControl).toContain('max-age=31536000');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const metadata = await sharp(response.rawPayload).metadata();
  expect(metadata.format).toBe('webp');
  if (size) expect({ width: metadata.width, height: metadata.height }).toEqual(size);
  return response;
}

describe('image files on POST /api/meetings', () => {
  it('stores a PNG as WebP, with a 600x400 card variant, served with long-lived caching', async () => {
    const picture = await uploadedPicture(file('poster.png', 'image/png', png));
    await expectServedWebp(picture, { width: 800, height: 600 });
    const card = cardImageUrl(picture);
    expect(card).toBe(picture.replace(/\.webp$/, '-card.webp'));
    await expectServedWebp(card, { width: 600, height: 400 });
  });

  it('stores a JPEG as WebP, with a 960 px wide variant for phones', async () => {
    const picture = await uploadedPicture(file('photo.jpg', 'image/jpeg', jpeg));
    await expectServedWebp(picture, { width: 1024, height: 768 });
    await expectServedWebp(cardImageUrl(picture), { width: 600, height: 400 });
    await expectServedWebp(imageVariantUrl(picture, 'medium'), { width: 960, height: 720 });
    // A narrower picture is not enlarged.
    const small = await uploadedPicture(file('poster.png', 'image/png', png));
    await expectServedWebp(imageVariantUrl(small, 'medium'), { width: 800, height: 600 });
  });

  it('makes the 960 px variant of a picture stored before it existed, once, and keeps it', async () => {
    // A picture of its own: one asked for before would be sent from memory.
    const fresh = await noisePng({ width: 1200, height: 900 });
    const medium = imageVariantUrl(await uploadedPicture(file('fresh.png', 'image/png', fresh)), 'medium');
    const name = medium.slice('/uploads/'.length);
    // As a picture stored before variants existed: its medium one is not there (nor in memory).
    await t.app.db.deleteFrom('uploads').where('name', '=', name).execute();

    await expectServedWebp(medium, { width: 960, height: 720 });
    const kept = await t.app.db.selectFrom('uploads').select('name').where('name', '=', name).execute();
    expect(kept).toHaveLength(1);
    // Only for a picture that exists.
    const missing = await t.app.inject({ url: `/uploads/${'0'.repeat(32)}-medium.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('accepts GIF and WebP files too, judged by content rather than by name', async () => {
    const gif = await solidImage('gif', { width: 120, height: 80 }, '#f5a425');
    const webp = await solidImage('webp', { width: 120, height: 80 });
    for (const upload of [
      file('anim.gif', 'image/gif', gif),
      file('pic.webp', 'image/webp', webp),
      file('misnamed.txt', 'text/plain', png),
    ]) {
      await expectServedWebp(await uploadedPicture(upload));
    }
  });

  it.each([
    [
      'shrinks a very large picture to at most 1600 pixels on its longest side',
      () => solidImage('png', { width: 3200, height: 1200 }, '#3d348b'),
      { width: 1600, height: 600 },
    ],
    [
      'accepts a real image of more than 2 MB (above the 1 MB limit for JSON bodies, under the 5 MB image limit)',
      async () => {
        const large = await noisePng({ width: 900, height: 900 });
        expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
        return large;
      },
      { width: 900, height: 900 },
    ],
  ])('%s', async (_name, makePicture, stored) => {
    await expectServedWebp(await uploadedPicture(file('big.png', 'image/png', await makePicture())), stored);
  });

  it('gives the same URL for the same image uploaded twice, and stores it once', async () => {
    const same = await solidImage('png', { width: 300, height: 200 }, '#7b2cbf');
    const first = await postMeeting(file('a.png', 'image/png', same));
    const uploadsAfterFirst = await countRows(t.app.db, 'uploads');
    const second = await postMeeting(file('b.png', 'image/png', same));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const a = first.json<MeetingSavedResponse>().meeting;
    const b = second.json<MeetingSavedResponse>().meeting;
    expect(a._id).not.toBe(b._id);
    expect(b.meetingImage).toBe(a.meetingImage);
    expect(await countRows(t.app.db, 'uploads')).toBe(uploadsAfterFirst);
  });

  it('treats an empty file part (no file chosen) as no image', async () => {
    const response = await postMeeting(file('', 'application/octet-stream', Buffer.alloc(0)));
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe('');
  });

  describe('refuses, creating nothing', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
    );
    // A real image, but of a format we do not accept.
    let tiff: Buffer;
    beforeAll(async () => {
      tiff = await solidImage('tiff', { width: 50, height: 50 }, '#000000');
    });

    it.each([
      [
        'a text file named photo.png',
        () => file('photo.png', 'image/png', Buffer.from('just some text, not an image\n')),
      ],
      ['an SVG file', () => file('logo.svg', 'image/svg+xml', svg)],
      ['an SVG named like a PNG', () => file('logo.png', 'image/png', svg)],
      ['random bytes named like a GIF', () => file('funny.gif', 'image/gif', randomBytes(4096))],
      ['a real TIFF (a format we do not accept)', () => file('scan.png', 'image/png', tiff)],
    ])('%s, as a file that is not an accepted image', async (_name, makeFile) => {
      await expectRefused(() => postMeeting(makeFile()), 400, NOT_AN_IMAGE);
    });

    it('a truncated PNG, which it cannot safely decode', async () => {
      const noise = await noisePng({ width: 400, height: 300 }, 6);
      const cut = file('cut.png', 'image/png', noise.subarray(0, noise.length >> 1));
      await expectRefused(() => postMeeting(cut), 400, /could not be read/);
    });

    it('a small file that decodes to too many pixels (8000x8000)', async () => {
      const bomb = await solidImage('png', { width: 8000, height: 8000 }, '#000000');
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await expectRefused(() => postMeeting(file('bomb.png', 'image/png', bomb)), 400, /too large in pixels/);
    });

    it('6 MB of random bytes, with 413', async () => {
      const huge = file('huge.png', 'image/png', randomBytes(6 * 1024 * 1024));
      await expectRefused(() => postMeeting(huge), 413, TOO_LARGE);
    });

    it('a real PNG of more than 5 MB, with 413', async () => {
      const bigPng = await noisePng({ width: 1500, height: 1400 });
      expect(bigPng.length).toBeGreaterThan(5 * 1024 * 1024);
      await expectRefused(() => postMeeting(file('noise.png', 'image/png', bigPng)), 413, TOO_LARGE);
    });
  });
});

describe('image files on PATCH /api/meetings/:id', () => {
  it('replaces the image with a new upload, and refuses a bad file without changing the meeting', async () => {
    const created = await postMeeting(file('first.png', 'image/png', png));
    const original = created.json<MeetingSavedResponse>().meeting;
    const patched = await meetings.patch(original._id, {
      meetingImage: file('second.jpg', 'image/jpeg', jpeg),
    });
    expect(patched.statusCode).toBe(200);
    const updated = patched.json<MeetingSavedResponse>().meeting;
    expect(updated.meetingImage).toMatch(UPLOAD_URL);
    expect(updated.meetingImage).not.toBe(original.meetingImage);
    expect(updated.title).toBe(original.title);
    await expectServedWebp(updated.meetingImage, { width: 1024, height: 768 });

    const refused = await meetings.patch(original._id, {
      meetingImage: file('photo.png', 'image/png', Buffer.from('plain text')),
    });
    expectError(refused, 400, NOT_AN_IMAGE);
    expect((await meetings.stored(original._id))[0]?.meetingImage).toBe(updated.meetingImage);
  });
});

describe('GET /uploads/:name', () => {
  it.each([
    '/uploads/unknown.webp',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/uploads/../etc',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/',
  ])('answers 404 JSON for %s', async (url) => {
    expectError(await getAs(t.app, url, null), 404, /./);
  });
});

describe('meetingImage given as text', () => {
  const postWithImage = (meetingImage: string) => postMeeting(meetingImage);

  it('keeps an https URL as it is', async () => {
    const url = 'https://images.example.org/meetings/bay.jpg?w=800';
    const response = await postWithImage(url);
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://x',
    'http://insecure.example.com/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'not a url',
    '//evil.example.com/x.png',
    `https://example.com/${'a'.repeat(2100)}`,
    '/uploads/../school.sqlite',
  ])('rejects %j', async (value) => {
    await expectRefused(() => postWithImage(value), 400, /meetingImage/);
  });

  it('accepts the /uploads/ URL of an existing upload', async () => {
    const url = await uploadedPicture(file('reuse.jpg', 'image/jpeg', jpeg));
    const response = await postWithImage(url);
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe(url);
  });

  it('rejects the /uploads/ URL of an image that does not exist', async () => {
    await expectRefused(
      () => postWithImage(`/uploads/${'ab'.repeat(16)}.webp`),
      400,
      'meetingImage points to an image that does not exist',
    );
  });
});

describe('courseImage on POST /api/courses', () => {
  it('stores an uploaded image as WebP with its card variant', async () => {
    const response = await postCourse(file('course.png', 'image/png', png));
    expect(response.statusCode).toBe(201);
    const { course } = response.json<CourseSavedResponse>();
    expect(course.courseImage).toMatch(UPLOAD_URL);
    await expectServedWebp(course.courseImage, { width: 800, height: 600 });
    await expectServedWebp(cardImageUrl(course.courseImage), { width: 600, height: 400 });
  });

  it.each([
    [
      'a file that is not an image',
      () => file('course.jpg', 'image/jpeg', Buffer.from('%PDF-1.4 not a picture')),
      400,
      NOT_AN_IMAGE,
    ],
    [
      'a file over 5 MB, with 413',
      () => file('huge.jpg', 'image/jpeg', randomBytes(6 * 1024 * 1024)),
      413,
      TOO_LARGE,
    ],
    ['a courseImage URL that is not https', () => 'javascript:alert(1)', 400, /courseImage/],
  ])('refuses %s, creating nothing', async (_name, makeImage, status, message) => {
    await expectRefused(() => postCourse(makeImage()), status, message);
  });
});

describe('pictures from memory', () => {
  /** A visitor's GET, and how many queries the app's database ran for it (every query goes through Kysely). */
  async function getCountingQueries(url: string) {
    const spy = vi.spyOn(t.app.db.getExecutor(), 'executeQuery');
    try {
      const response = await getAs(t.app, url, null);
      return { response, queries: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }
  const SENT_HEADERS = ['content-type', 'cache-control', 'content-length', 'etag'] as const;
  const sentHeaders = (response: LightMyRequestResponse) =>
    Object.fromEntries(SENT_HEADERS.map((name) => [name, response.headers[name]]));

  it('reads a picture from the database once: asked for again, it is sent from memory, the same bytes and headers', async () => {
    const gif = await solidImage('gif', { width: 90, height: 60 }, '#2a9d8f');
    const picture = await uploadedPicture(file('memory.gif', 'image/gif', gif));
    const first = await getCountingQueries(picture);
    expect(first.queries).toBe(1);
    await expectServedWebp(picture);
    for (let i = 0; i < 3; i += 1) {
      const again = await getCountingQueries(picture);
      expect(again.queries).toBe(0);
      expect(again.response.statusCode).toBe(200);
      expect(again.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
      expect(sentHeaders(again.response)).toEqual(sentHeaders(first.response));
    }
  });

  it('looks up an unknown name each time (it may be stored meanwhile), and keeps nothing for it', async () => {
    const kept = keptPictures(t.app.db);
    for (let i = 0; i < 2; i += 1) {
      const { response, queries } = await getCountingQueries(`/uploads/${'9'.repeat(32)}-card.webp`);
      expectError(response, 404, 'No such image');
      expect(queries).toBe(1);
    }
    expect(keptPictures(t.app.db)).toBe(kept);
  });
});

describe('PictureCache', () => {
  const picture = (bytes: number): StoredPicture => ({
    contentType: 'image/webp',
    data: Buffer.alloc(bytes),
  });

  it('keeps at most its size in bytes, dropping the least recently used first', async () => {
    const cache = new PictureCache(10_000);
    let loads = 0;
    const get = (name: string) =>
      cache.get(name, () => {
        loads += 1;
        return Promise.resolve(picture(1_000));
      });
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) await get(name);
    expect(cache.size).toBe(10);
    await get('a'); // now the most recently used
    await get('k');
    expect(loads).toBe(11);
    expect(cache.size).toBe(10);
    await get('a');
    expect(loads).toBe(11);
    await get('b'); // the least recently used went first
    expect(loads).toBe(12);
    // One picture may not take more than an eighth of the room.
    await cache.get('huge', () => Promise.resolve(picture(2_000)));
    expect(cache.size).toBe(10);
  });

  it('reads a picture once for requests that arrive together, and keeps it', async () => {
    const cache = new PictureCache(1_000_000);
    let loads = 0;
    let release = () => {};
    const slow = () => {
      loads += 1;
      return new Promise<StoredPicture>((resolve) => {
        release = () => resolve(picture(10));
      });
    };
    const together = [cache.get('p', slow), cache.get('p', slow)];
    release();
    await Promise.all(together);
    expect(loads).toBe(1);
    expect(cache.size).toBe(1);

    // Kept: the next request reads nothing.
    expect(await cache.get('p', slow)).toBeDefined();
    expect(loads).toBe(1);
  });
});
