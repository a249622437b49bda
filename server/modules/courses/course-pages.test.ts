import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Course, CourseSavedResponse } from '@/contract';
import { COURSES } from '../../testing/record-resources';
import { addMeeting } from '../../testing/registration-fixtures';
import { siteFromSource } from '../../testing/site-from-source';
import { createTestApp, sendForm, type TestApp } from '../../testing/test-app';

/** The course pages as the server draws them (from the source), with PUBLIC_URL's addresses. */

const SITE = 'https://school.example';
let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'school-courses-'));
  t = await createTestApp({ PUBLIC_URL: SITE, WEB_ROOT: siteFromSource(folder) });
  await t.app.db.deleteFrom('courses').execute();
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

async function addCourse(fields: Record<string, string>): Promise<Course> {
  const response = await sendForm(
    t.app,
    { method: 'POST', url: COURSES.path, token: t.adminToken },
    COURSES.form(fields),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CourseSavedResponse>().course;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => headValue(html, /<title>([^<]*)<\/title>/);
const description = (html: string) => headValue(html, /<meta name="description" content="([^"]*)"/);
const canonical = (html: string) => headValue(html, /<link rel="canonical" href="([^"]*)"/);

/** The page's schema.org blocks, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match): unknown =>
    JSON.parse(match[1] ?? 'null'),
  );
}

describe('/courses/:id', () => {
  it('shows the course, its Markdown description and its category’s coming meeting, with its head', async () => {
    const course = await addCourse({
      title: 'Robotics Club',
      description: 'Build **real robots** every week.\n\n- Motors\n- Sensors',
      price: '150',
      rating: '4',
      category: 'Important',
    });
    await addMeeting(t.app, { title: 'Robotics open evening', category: 'Important' });
    await addMeeting(t.app, { title: 'Unrelated fair', category: 'Soon' });

    const page = await get(`/courses/${course._id}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(title(html)).toMatch(/^Robotics Club – /);
    expect(description(html)).toBe('Build real robots every week. Motors Sensors');
    expect(canonical(html)).toBe(`${SITE}/courses/${course._id}`);
    expect(headValue(html, /<meta property="og:url" content="([^"]*)"/)).toBe(
      `${SITE}/courses/${course._id}`,
    );
    expect(html).toContain('<strong>real robots</strong>');
    expect(html).toContain('$150');
    expect(html).toContain('Robotics open evening');
    expect(html).not.toContain('Unrelated fair');
    expect(jsonLd(html)).toContainEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'Robotics Club',
        url: `${SITE}/courses/${course._id}`,
        provider: expect.objectContaining({ '@type': 'EducationalOrganization', url: `${SITE}/` }) as unknown,
      }),
    );
  });

  it('names no meetings for a course without a category, and never escapes its description as HTML', async () => {
    const course = await addCourse({ title: 'Plain course', description: '<script>alert(1)</script>' });
    const html = (await get(`/courses/${course._id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('Coming ');
  });

  it("is the site's 404 page for a course that does not exist", async () => {
    const page = await get('/courses/no-such-course');
    expect(page.statusCode).toBe(404);
    expect(title(page.body)).toMatch(/^Page not found/);
    expect(page.body).toContain('There is no page at this address.');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('/courses', () => {
  it('lists the courses, each linking to its page, with an ItemList of Course', async () => {
    const page = await get('/courses');
    expect(page.statusCode).toBe(200);
    expect(title(page.body)).toMatch(/^Our Courses – /);
    expect(canonical(page.body)).toBe(`${SITE}/courses`);
    expect(page.body).toContain('href="/courses/');
    const [list] = jsonLd(page.body).filter(
      (block) =>
        typeof block === 'object' && block !== null && '@type' in block && block['@type'] === 'ItemList',
    );
    expect(JSON.stringify(list)).toContain('"@type":"Course"');
  });

  it('sends a page beyond the last to the last', async () => {
    const page = await get('/courses?page=40');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/courses');
  });
});

describe('sitemap.xml', () => {
  it('lists /courses and every course page', async () => {
    const course = await addCourse({ title: 'Mapped course' });
    const locations = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(expect.arrayContaining([`${SITE}/courses`, `${SITE}/courses/${course._id}`]));
  });
});
