import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  cardImageUrl,
  imageVariantUrl,
  type CourseSavedResponse,
  type MeetingByIdResponse,
  type MeetingSavedResponse,
} from '@/contract';
import { addDays, todayIso } from '../../lib/time';
import {
  bearer,
  createTestApp,
  multipart,
  type FormValue,
  type TestApp,
  expectError,
} from '../../testing/test-app';

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a12c2f' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#1f4e79' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const UPLOAD_URL = /^\/uploads\/[0-9a-f]{16,64}\.webp$/;
const NOT_AN_IMAGE = 'The file is not an image we accept: use PNG, JPEG, WebP or GIF';

const file = (filename: string, contentType: string, data: Buffer): FormValue => ({
  filename,
  contentType,
  data,
});

function meetingForm(meetingImage?: FormValue): Record<string, FormValue> {
  return {
    title: 'Photography Walk',
    price: '10',
    date: addDays(todayIso(), 7),
    hours: 'Sunday: 07:00 - 10:00',
    location: 'Along the bay',
    bookNow: 'Front office',
    category: 'Attractive',
    ...(meetingImage === undefined ? {} : { meetingImage }),
  };
}

async function postMultipart(url: string, fields: Record<string, FormValue>) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(t.adminToken) } });
}

const postMeeting = (meetingImage?: FormValue) => postMultipart('/api/meetings', meetingForm(meetingImage));
const postCourse = (courseImage?: FormValue) =>
  postMultipart('/api/courses', {
    title: 'Digital Photography',
    price: '160',
    rating: '3',
    ...(courseImage ? { courseImage } : {}),
  });

async function count(table: 'meetings' | 'courses' | 'uploads'): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function counts() {
  return {
    meetings: await count('meetings'),
    courses: await count('courses'),
    uploads: await count('uploads'),
  };
}

async function expectServedWebp(url: string, size?: { width: number; height: number }) {
  const response = await t.app.inject({ method: 'GET', url });
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
    const response = await postMeeting(file('poster.png', 'image/png', png));
    expect(response.statusCode).toBe(201);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting.meetingImage).toMatch(UPLOAD_URL);

    await expectServedWebp(meeting.meetingImage, { width: 800, height: 600 });
    const card = cardImageUrl(meeting.meetingImage);
    expect(card).toBe(meeting.meetingImage.replace(/\.webp$/, '-card.webp'));
    await expectServedWebp(card, { width: 600, height: 400 });
  });

  it('stores a JPEG as WebP, with a 960 px wide variant for phones', async () => {
    const response = await postMeeting(file('photo.jpg', 'image/jpeg', jpeg));
    expect(response.statusCode).toBe(201);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting.meetingImage).toMatch(UPLOAD_URL);
    await expectServedWebp(meeting.meetingImage, { width: 1024, height: 768 });
    await expectServedWebp(cardImageUrl(meeting.meetingImage), { width: 600, height: 400 });
    await expectServedWebp(imageVariantUrl(meeting.meetingImage, 'medium'), { width: 960, height: 720 });
    // A narrower picture is not enlarged.
    const { meeting: small } = (
      await postMeeting(file('poster.png', 'image/png', png))
    ).json<MeetingSavedResponse>();
    await expectServedWebp(imageVariantUrl(small.meetingImage, 'medium'), { width: 800, height: 600 });
  });

  it('makes the 960 px variant of a picture stored before it existed, once, and keeps it', async () => {
    const response = await postMeeting(file('photo.jpg', 'image/jpeg', jpeg));
    const { meeting } = response.json<MeetingSavedResponse>();
    const medium = imageVariantUrl(meeting.meetingImage, 'medium');
    const name = medium.slice('/uploads/'.length);
    await t.app.db.deleteFrom('uploads').where('name', '=', name).execute();

    await expectServedWebp(medium, { width: 960, height: 720 });
    const kept = await t.app.db.selectFrom('uploads').select('name').where('name', '=', name).execute();
    expect(kept).toHaveLength(1);
    // Only for a picture that exists.
    const missing = await t.app.inject({ url: `/uploads/${'0'.repeat(32)}-medium.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('accepts GIF and WebP files too, judged by content rather than by name', async () => {
    const gif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#f5a425' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a9d8f' } })
      .webp()
      .toBuffer();
    for (const upload of [
      file('anim.gif', 'image/gif', gif),
      file('pic.webp', 'image/webp', webp),
      file('misnamed.txt', 'text/plain', png),
    ]) {
      const response = await postMeeting(upload);
      expect(response.statusCode).toBe(201);
      await expectServedWebp(response.json<MeetingSavedResponse>().meeting.meetingImage);
    }
  });

  it('shrinks a very large picture to at most 1600 pixels on its longest side', async () => {
    const big = await sharp({ create: { width: 3200, height: 1200, channels: 3, background: '#3d348b' } })
      .png()
      .toBuffer();
    const response = await postMeeting(file('wide.png', 'image/png', big));
    expect(response.statusCode).toBe(201);
    await expectServedWebp(response.json<MeetingSavedResponse>().meeting.meetingImage, {
      width: 1600,
      height: 600,
    });
  });

  it('accepts a real image of more than 2 MB (above the 1 MB limit for JSON bodies, under the 5 MB image limit)', async () => {
    const noise = randomBytes(900 * 900 * 3);
    const large = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await postMeeting(file('large.png', 'image/png', large));
    expect(response.statusCode).toBe(201);
    await expectServedWebp(response.json<MeetingSavedResponse>().meeting.meetingImage, {
      width: 900,
      height: 900,
    });
  });

  it('gives the same URL for the same image uploaded twice, and stores it once', async () => {
    const same = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7b2cbf' } })
      .png()
      .toBuffer();
    const first = await postMeeting(file('a.png', 'image/png', same));
    const uploadsAfterFirst = await count('uploads');
    const second = await postMeeting(file('b.png', 'image/png', same));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const a = first.json<MeetingSavedResponse>().meeting;
    const b = second.json<MeetingSavedResponse>().meeting;
    expect(a._id).not.toBe(b._id);
    expect(b.meetingImage).toBe(a.meetingImage);
    expect(await count('uploads')).toBe(uploadsAfterFirst);
  });

  it('treats an empty file part (no file chosen) as no image', async () => {
    const response = await postMeeting(file('', 'application/octet-stream', Buffer.alloc(0)));
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe('');
  });

  describe('rejects files that are not accepted images, creating nothing', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
    );

    it.each([
      [
        'a text file named photo.png',
        () => file('photo.png', 'image/png', Buffer.from('just some text, not an image\n')),
      ],
      ['an SVG file', () => file('logo.svg', 'image/svg+xml', svg)],
      ['an SVG named like a PNG', () => file('logo.png', 'image/png', svg)],
      ['random bytes named like a GIF', () => file('funny.gif', 'image/gif', randomBytes(4096))],
    ])('%s', async (_name, makeFile) => {
      const before = await counts();
      expectError(await postMeeting(makeFile()), 400, NOT_AN_IMAGE);
      expect(await counts()).toEqual(before);
    });

    it('a real TIFF (a format we do not accept)', async () => {
      const tiff = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000000' } })
        .tiff()
        .toBuffer();
      const before = await counts();
      expectError(await postMeeting(file('scan.png', 'image/png', tiff)), 400, NOT_AN_IMAGE);
      expect(await counts()).toEqual(before);
    });
  });

  describe('rejects images it cannot safely decode, creating nothing', () => {
    it('a truncated PNG', async () => {
      const noise = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      const before = await counts();
      expectError(
        await postMeeting(file('cut.png', 'image/png', noise.subarray(0, noise.length >> 1))),
        400,
        /could not be read/,
      );
      expect(await counts()).toEqual(before);
    });

    it('a small file that decodes to too many pixels (8000x8000)', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const before = await counts();
      expectError(await postMeeting(file('bomb.png', 'image/png', bomb)), 400, /too large in pixels/);
      expect(await counts()).toEqual(before);
    });
  });

  describe('rejects files over 5 MB with 413', () => {
    it('6 MB of random bytes', async () => {
      const before = await counts();
      const response = await postMeeting(file('huge.png', 'image/png', randomBytes(6 * 1024 * 1024)));
      expectError(response, 413, 'Images can be at most 5 MB');
      expect(await counts()).toEqual(before);
    });

    it('a real PNG of more than 5 MB', async () => {
      const noise = randomBytes(1500 * 1400 * 3);
      const bigPng = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(bigPng.length).toBeGreaterThan(5 * 1024 * 1024);
      const before = await counts();
      expectError(
        await postMeeting(file('noise.png', 'image/png', bigPng)),
        413,
        'Images can be at most 5 MB',
      );
      expect(await counts()).toEqual(before);
    });
  });
});

describe('image files on PATCH /api/meetings/:id', () => {
  it('replaces the image with a new upload, and refuses a bad file without changing the meeting', async () => {
    const created = await postMeeting(file('first.png', 'image/png', png));
    const original = created.json<MeetingSavedResponse>().meeting;
    const { payload, headers } = await multipart({ meetingImage: file('second.jpg', 'image/jpeg', jpeg) });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${original._id}`,
      payload,
      headers: { ...headers, ...bearer(t.adminToken) },
    });
    expect(patched.statusCode).toBe(200);
    const updated = patched.json<MeetingSavedResponse>().meeting;
    expect(updated.meetingImage).toMatch(UPLOAD_URL);
    expect(updated.meetingImage).not.toBe(original.meetingImage);
    expect(updated.title).toBe(original.title);
    await expectServedWebp(updated.meetingImage, { width: 1024, height: 768 });

    const bad = await multipart({ meetingImage: file('photo.png', 'image/png', Buffer.from('plain text')) });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${original._id}`,
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(t.adminToken) },
    });
    expectError(refused, 400, NOT_AN_IMAGE);
    const stored = await t.app.inject({ method: 'GET', url: `/api/meetings/${original._id}` });
    expect(stored.json<MeetingByIdResponse>().meetings[0]?.meetingImage).toBe(updated.meetingImage);
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
    const response = await t.app.inject({ method: 'GET', url });
    expectError(response, 404, /./);
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
  ])('rejects %j', async (value) => {
    const before = await count('meetings');
    expectError(await postWithImage(value), 400, /meetingImage/);
    expect(await count('meetings')).toBe(before);
  });

  it('rejects a URL longer than 2048 characters', async () => {
    expectError(await postWithImage(`https://example.com/${'a'.repeat(2100)}`), 400, /meetingImage/);
  });

  it('accepts the /uploads/ URL of an existing upload', async () => {
    const uploaded = await postMeeting(file('reuse.jpg', 'image/jpeg', jpeg));
    const url = uploaded.json<MeetingSavedResponse>().meeting.meetingImage;
    expect(url).toMatch(UPLOAD_URL);
    const response = await postWithImage(url);
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe(url);
  });

  it('rejects the /uploads/ URL of an image that does not exist', async () => {
    const before = await count('meetings');
    expectError(
      await postWithImage(`/uploads/${'ab'.repeat(16)}.webp`),
      400,
      'meetingImage points to an image that does not exist',
    );
    expectError(await postWithImage('/uploads/../school.sqlite'), 400, /meetingImage/);
    expect(await count('meetings')).toBe(before);
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

  it('rejects a file that is not an image, creating nothing', async () => {
    const before = await counts();
    expectError(
      await postCourse(file('course.jpg', 'image/jpeg', Buffer.from('%PDF-1.4 not a picture'))),
      400,
      NOT_AN_IMAGE,
    );
    expect(await counts()).toEqual(before);
  });

  it('rejects a file over 5 MB with 413', async () => {
    const before = await counts();
    expectError(
      await postCourse(file('huge.jpg', 'image/jpeg', randomBytes(6 * 1024 * 1024))),
      413,
      'Images can be at most 5 MB',
    );
    expect(await counts()).toEqual(before);
  });

  it('rejects a courseImage URL that is not https', async () => {
    expectError(await postCourse('javascript:alert(1)'), 400, /courseImage/);
  });
});
