import type { Meeting, MeetingCategoryPage } from '@/contract';
import { MEETINGS_PAGE_SIZE, pageCount } from '@/contract';
import { meetingReadsApi } from '@/features/meetings/meetings-api';
import { categoriesAnswer } from './category-fixtures';
import type { FakeRequest } from './fake-api';
import type { PageData } from './render';

/** A meeting as the server sends it; override what a test is about. */
export function makeMeeting(overrides: Partial<Meeting> = {}): Meeting {
  const id = overrides._id ?? overrides.id ?? 'm1';
  return {
    title: 'Open Day for New Students',
    description: 'Meet our teachers and see the campus.',
    date: '2026-12-03',
    price: 25,
    location: 'Main Hall, Rua Augusta 10',
    hours: 'Mon-Fri 09:00-12:00',
    bookNow: 'Call +55 11 5555-0100 to book your seat.',
    category: 'Soon',
    meetingImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
    capacity: null,
    registrationClosesAt: null,
    seatsTaken: 0,
    waitlistLength: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
    _id: id,
    id,
  };
}

/** `count` meetings with ids m1…mN and titles 'Meeting 1'…'Meeting N'. */
export function makeMeetings(count: number, from = 1): Meeting[] {
  return Array.from({ length: count }, (_, i) =>
    makeMeeting({ _id: `m${from + i}`, title: `Meeting ${from + i}` }),
  );
}

/** A category page body as GET /api/meetings/category/{category} answers it. */
export function makeMeetingsPage(page: number, totalMeetings: number): MeetingCategoryPage {
  const limit = MEETINGS_PAGE_SIZE;
  const start = (page - 1) * limit;
  const onPage = Math.max(0, Math.min(limit, totalMeetings - start));
  return {
    success: true,
    meetings: makeMeetings(onPage, start + 1),
    page,
    limit,
    totalPages: pageCount(totalMeetings, limit),
    totalMeetings,
  };
}

/** A meeting's page as the server drew it (GET /api/meetings/{id}): seed for renderWithProviders' `pageData`. */
export function meetingPageData(meeting: Meeting): PageData {
  return {
    [`meeting ${meeting._id}`]: (store) =>
      store.dispatch(
        meetingReadsApi.util.upsertQueryEntries([
          { endpointName: 'meetingById', arg: meeting._id, value: meeting },
        ]),
      ),
  };
}

/** The school's categories as GET /api/categories answers them: the meeting form's choices. */
export const CATEGORIES_ROUTE = { 'GET /api/categories': categoriesAnswer() } as const;

/**
 * The requests a fake server records, seen without the form's read of the categories: a live
 * view (the server keeps adding to the list it was given), so a test counts only its own calls.
 */
export function withoutCategoryReads(requests: FakeRequest[]): FakeRequest[] {
  return new Proxy(requests, {
    get(target, key) {
      const own = target.filter((request) => request.url !== '/api/categories');
      const value: unknown = Reflect.get(own, key);
      return value instanceof Function ? (value.bind(own) as unknown) : value;
    },
  });
}
