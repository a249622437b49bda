import { expect, test } from '@playwright/test';
import type { CourseSavedResponse, MeetingSavedResponse } from '../../src/contract';
import { dayFromNow, getAdminToken } from './fixtures/api';

/*
 * A visitor opens a course from the home page: its page shows the description the admin wrote and
 * the coming meeting of the category the course names, and fits a 320 px phone and a desktop.
 * What this file adds is removed afterwards.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// Best rated, and first by title among the best: the home carousel's first card.
const COURSE = 'A-Level Robotics';
const MEETING = 'Robotics lab open evening';
let courseId = '';
let meetingId = '';

test.beforeAll(async ({ request }) => {
  const headers = bearer(await getAdminToken(request));
  const course = await request.post('/api/courses', {
    headers,
    data: {
      title: COURSE,
      description: 'Build **competition robots** in a team.\n\n- Motors and sensors\n- A robot of your own',
      price: 210,
      rating: 5,
      category: 'Important',
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  courseId = ((await course.json()) as CourseSavedResponse).course._id;
  const meeting = await request.post('/api/meetings', {
    headers,
    data: {
      title: MEETING,
      price: 0,
      date: dayFromNow(12),
      hours: '18:00 - 20:00',
      location: 'Robotics Lab',
      bookNow: 'Come along',
      category: 'Important',
    },
  });
  expect(meeting.status(), await meeting.text()).toBe(201);
  meetingId = ((await meeting.json()) as MeetingSavedResponse).meeting._id;
});

test.afterAll(async ({ request }) => {
  const headers = bearer(await getAdminToken(request));
  if (courseId) await request.delete(`/api/courses/${courseId}`, { headers });
  if (meetingId) await request.delete(`/api/meetings/${meetingId}`, { headers });
});

test('a visitor opens a course from the home page and sees its description and coming meeting', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const courses = page.locator('#courses');
  await courses.scrollIntoViewIfNeeded();
  await courses.getByRole('link', { name: COURSE }).first().click();

  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'competition robots' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'A robot of your own' })).toBeVisible();
  const meetings = page.getByRole('region', { name: 'Coming Important meetings' });
  await expect(meetings.getByRole('link', { name: MEETING }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${COURSE} – `));

  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    for (const address of [`/courses/${courseId}`, '/courses']) {
      await page.goto(address);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${address} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  await expect(page.getByRole('link', { name: COURSE })).toBeVisible();
});
