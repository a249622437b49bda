import { sql, type CompiledQuery } from 'kysely';
import type { MeetingCategory, MeetingCategoryPage, MeetingListResponse } from '@/contract';
import { buildApp, type App } from '../../app';
import { dataVersion, OUTSIDE_WRITES_SHOW_WITHIN_MS } from '../../db/data-versions';
import { createDatabase, databaseEngine, type Db } from '../../db/database';
import type { NewMeetingRow } from '../../db/schema';
import { addDays, nowIso, todayIso } from '../../lib/time';
import { testDatabaseUrl } from '../../testing/scratch-database';
import { bearer, createTestApp, login, ADMIN, type TestApp } from '../../testing/test-app';
import { ANCHOR_EVERY, listMeetings, type MeetingFilter } from './meetings.repository';

let t: TestApp;
/** A second connection to the same database, logging its queries: another writer, and a spy. */
let other: Db;
let queries: CompiledQuery[] = [];

const CATEGORIES: MeetingCategory[] = ['Soon', 'Important', 'Attractive'];
const today = todayIso();

function meeting(index: number, overrides: Partial<NewMeetingRow> = {}): NewMeetingRow {
  const now = nowIso();
  return {
    id: `m${String(index).padStart(4, '0')}-${(index * 7919) % 1000}`,
    // Few dates and few titles, so many rows tie on both and the id decides.
    title: `Meeting ${index % 5}`,
    description: '',
    date: addDays(today, (index * 37) % 23),
    price: 0,
    location: 'Library',
    hours: '10:00 - 11:00',
    book_now: 'At the desk',
    category: CATEGORIES[index % 3] ?? 'Soon',
    meeting_image: '',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  other = createDatabase(t.config, {
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  const rows = Array.from({ length: 330 }, (_, i) => meeting(i));
  // Some past ones, which upcoming lists leave out.
  rows.push(...Array.from({ length: 12 }, (_, i) => meeting(1000 + i, { date: addDays(today, -1 - i) })));
  await t.app.db.insertInto('meetings').values(rows).execute();
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

/**
 * What another program writes shows on PostgreSQL once its notice reached this instance (within
 * milliseconds: the app's counter is then the database's), and within OUTSIDE_WRITES_SHOW_WITHIN_MS
 * on SQLite, whose only other writers are scripts run by hand.
 */
async function outsideWriteShows(): Promise<void> {
  if (databaseEngine(t.config) === 'sqlite') {
    await new Promise((resolve) => setTimeout(resolve, OUTSIDE_WRITES_SHOW_WITHIN_MS));
    return;
  }
  const { version } = await other
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'meetings')
    .executeTakeFirstOrThrow();
  await vi.waitFor(async () => expect(await dataVersion(t.app.db, 'meetings')).toBe(version));
}

/** The page as plain OFFSET gives it: what the lists answered before they seeked. */
async function byOffset(filter: MeetingFilter, limit: number, offset: number) {
  let query = t.app.db.selectFrom('meetings');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.fromDate) query = query.where('date', '>=', filter.fromDate);
  const rows = await query
    .select('id')
    .orderBy('date')
    .orderBy('title')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

const categoryPage = async (category: string, query = '?page=1&limit=9') => {
  const response = await t.app.inject({
    url: `/api/meetings/category/${encodeURIComponent(category)}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<MeetingCategoryPage>();
};

describe('paging deep into a list', () => {
  const filters: MeetingFilter[] = [
    { fromDate: today },
    { category: 'Important', fromDate: today },
    { category: 'Attractive', fromDate: today },
    {},
  ];

  it('gives every page the rows OFFSET gives, and never skips ANCHOR_EVERY rows or more', async () => {
    for (const filter of filters) {
      for (const limit of [9, 7, 64, 100]) {
        const total = (await byOffset(filter, 10_000, 0)).length;
        for (let offset = 0; offset <= total + limit; offset += limit) {
          queries = [];
          const { rows, total: counted } = await listMeetings(other, filter, { limit, offset });
          expect(counted).toBe(total);
          expect(rows.map((row) => row.id)).toEqual(await byOffset(filter, limit, offset));
          for (const query of queries.filter((q) => /\boffset\b/i.test(q.sql))) {
            expect(Number(query.parameters.at(-1))).toBeLessThan(ANCHOR_EVERY);
          }
        }
      }
    }
  });

  it('starts a deep page at its anchor along the index, not at today', async () => {
    queries = [];
    await listMeetings(other, { category: 'Important', fromDate: today }, { limit: 9, offset: 90 });
    const page = queries.find((q) => /\boffset\b/i.test(q.sql));
    if (!page) throw new Error('no page query');
    if (databaseEngine(t.config) === 'sqlite') {
      const plan = await other.executeQuery<{ detail: string }>({
        ...page,
        sql: `explain query plan ${page.sql}`,
      });
      const text = plan.rows.map((row) => row.detail).join('\n');
      expect(text).toMatch(/meetings_category_order_idx \(category=\? AND \(date,title,id\)>/);
    } else {
      const text = await other.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({
          ...page,
          sql: `explain ${page.sql}`,
        });
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(text).toMatch(
        /meetings_category_order_idx[\s\S]*Index Cond: .*ROW\(.*date.*title.*id.*\) >= ROW/,
      );
      expect(text).not.toMatch(/Sort/);
    }
  });

  it('counts a filter once per change, not once per request', async () => {
    const version = await dataVersion(other, 'meetings');
    const filter = { category: 'Soon' as const, fromDate: today };
    queries = [];
    for (const offset of [0, 9, 64, 70, 100])
      await listMeetings(other, filter, { limit: 9, offset }, version);
    expect(queries.filter((q) => /count\(/i.test(q.sql))).toHaveLength(1);
    expect(queries.filter((q) => /row_number/i.test(q.sql))).toHaveLength(1);
  });
});

describe('lists follow every change at once', () => {
  it('counts a meeting created, moved to another category and deleted through the API', async () => {
    const before = {
      all: (await categoryPage('All Meetings')).totalMeetings,
      important: (await categoryPage('Important')).totalMeetings,
      soon: (await categoryPage('Soon')).totalMeetings,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(t.adminToken),
      payload: {
        title: 'A first look',
        price: 0,
        date: today,
        hours: '09:00',
        location: 'Hall',
        bookNow: 'Free',
        category: 'Important',
      },
    });
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json<{ meeting: { _id: string } }>().meeting;
    const all = await categoryPage('All Meetings');
    expect(all.totalMeetings).toBe(before.all + 1);
    expect(all.meetings[0]?.title).toBe('A first look');
    expect((await categoryPage('Important')).totalMeetings).toBe(before.important + 1);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      headers: bearer(t.adminToken),
      payload: { category: 'Soon' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await categoryPage('Important')).totalMeetings).toBe(before.important);
    expect((await categoryPage('Soon')).totalMeetings).toBe(before.soon + 1);
    expect(
      (await t.app.inject({ url: `/api/meetings/${id}` })).json<MeetingListResponse>().meetings[0],
    ).toMatchObject({ category: 'Soon' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await categoryPage('Soon')).totalMeetings).toBe(before.soon);
    expect((await categoryPage('All Meetings')).totalMeetings).toBe(before.all);
    expect((await t.app.inject({ url: `/api/meetings/${id}` })).statusCode).toBe(404);
  });

  it('shows what another writer (another instance, a tool) changed in the database', async () => {
    const deep = `?page=${Math.ceil(200 / 9)}&limit=9`;
    const before = await categoryPage('All Meetings');
    const deepBefore = await categoryPage('All Meetings', deep);
    await other
      .insertInto('meetings')
      .values(meeting(5000, { title: 'Aaa outside', date: today }))
      .execute();
    await outsideWriteShows();
    const after = await categoryPage('All Meetings');
    expect(after.totalMeetings).toBe(before.totalMeetings + 1);
    expect(after.meetings[0]?.title).toBe('Aaa outside');
    // Every later page moves by one row too.
    const deepAfter = await categoryPage('All Meetings', deep);
    expect(deepAfter.meetings.slice(1).map((m) => m.id)).toEqual(
      deepBefore.meetings.slice(0, -1).map((m) => m.id),
    );

    await other
      .updateTable('meetings')
      .set({ title: 'Zzz outside' })
      .where('id', '=', meeting(5000).id)
      .execute();
    await outsideWriteShows();
    expect((await categoryPage('All Meetings')).meetings[0]?.title).not.toBe('Aaa outside');
    await other.deleteFrom('meetings').where('id', '=', meeting(5000).id).execute();
    await outsideWriteShows();
    expect((await categoryPage('All Meetings')).totalMeetings).toBe(before.totalMeetings);
  });

  it('drops the day before from upcoming lists when the date changes, with no write', async () => {
    const now = new Date();
    const todays = (await categoryPage('All Meetings', '?page=1&limit=100')).meetings.filter(
      (m) => m.date === today,
    );
    expect(todays.length).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12));
      const tomorrow = await categoryPage('All Meetings', '?page=1&limit=100');
      expect(tomorrow.meetings.some((m) => m.date === today)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!testDatabaseUrl())('two instances on one PostgreSQL', () => {
  let b: App;
  beforeAll(async () => {
    b = await buildApp({ config: t.config });
  });
  afterAll(async () => {
    await b.close();
  });

  it('lists on one instance a meeting created and deleted through the other, once told', async () => {
    const before = await categoryPage('Attractive');
    const token = await login(b, ADMIN.email, ADMIN.password);
    const created = await b.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(token),
      payload: {
        title: 'Aaa on B',
        price: 0,
        date: today,
        hours: '09:00',
        location: 'Hall',
        bookNow: 'Free',
        category: 'Attractive',
      },
    });
    expect(created.statusCode).toBe(201);
    await outsideWriteShows();
    const after = await categoryPage('Attractive');
    expect(after.totalMeetings).toBe(before.totalMeetings + 1);
    expect(after.meetings[0]?.title).toBe('Aaa on B');
    const { _id: id } = created.json<{ meeting: { _id: string } }>().meeting;
    expect(
      (await b.inject({ method: 'DELETE', url: `/api/meetings/${id}`, headers: bearer(token) })).statusCode,
    ).toBe(200);
    await outsideWriteShows();
    expect((await categoryPage('Attractive')).totalMeetings).toBe(before.totalMeetings);
  });
});
