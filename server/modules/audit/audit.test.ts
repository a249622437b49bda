import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  AUDIT_RETENTION_DAYS,
  type AuditEntry,
  type AuditListResponse,
  type ContentPageSavedResponse,
  type SettingsSavedAnswer,
  type SiteAnswer,
} from '@/contract';
import { COURSES, MEETINGS, recordClient } from '../../testing/record-resources';
import { homeContent, pageInput, settingsInput } from '../../testing/site-fixtures';
import {
  ADMIN,
  bearer,
  createUser,
  expectError,
  freshAddress,
  login,
  sendForm,
  sendJson,
  useTestApp,
} from '../../testing/test-app';
import { solidImage } from '../../testing/test-images';
import { insertAuditEntry } from './audit.repository';
import { auditService } from './audit.service';

const t = useTestApp();
const meetings = recordClient(t, MEETINGS);
const courses = recordClient(t, COURSES);

/** GET /api/admin/audit as the admin (or another token), with these filters. */
const audit = (
  query: Record<string, string> = {},
  token = t.adminToken,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/audit',
    query,
    headers: { ...bearer(token), ...headers },
  });

const listed = async (query: Record<string, string> = {}) => {
  const response = await audit({ limit: '100', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditListResponse>();
};

/** The newest entry of the log. */
const newest = async (query: Record<string, string> = {}): Promise<AuditEntry> => {
  const [entry] = (await listed(query)).entries;
  if (!entry) throw new Error('the audit log is empty');
  return entry;
};

/** How many entries the whole log holds. */
const total = async () => (await listed()).totalEntries;

/** Runs `call`, expecting it to add exactly one entry, and answers that entry. */
async function oneEntryFrom(call: () => Promise<LightMyRequestResponse>, status = 200): Promise<AuditEntry> {
  const before = await total();
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(await total()).toBe(before + 1);
  return newest();
}

const adminActor = () => ({ id: t.adminId, name: expect.any(String) as string, role: 'admin' });

describe('what the audit log records', () => {
  it("a meeting's creation, change (before → after, the picture by its file name) and deletion", async () => {
    const png = await solidImage('png', { width: 40, height: 30 });
    const created = await oneEntryFrom(
      () =>
        meetings.post(
          MEETINGS.form({ meetingImage: { filename: 'hall.png', contentType: 'image/png', data: png } }),
        ),
      201,
    );
    const meetingId = created.recordId ?? '';
    expect(created).toMatchObject({
      actor: adminActor(),
      action: 'create',
      kind: 'meeting',
      recordExists: true,
    });
    const picture = created.changes.find((change) => change.field === 'meetingImage');
    expect(picture).toEqual({
      field: 'meetingImage',
      before: null,
      after: expect.stringMatching(/^[0-9a-f]+\.webp$/) as string,
    });
    expect(created.changes).toContainEqual({ field: 'title', before: null, after: 'Open Day' });
    expect(created.changes.map((change) => change.field)).not.toContain('seatsTaken');

    const changed = await oneEntryFrom(() =>
      meetings.patch(meetingId, { title: 'Open Evening', price: '30' }),
    );
    expect(changed).toMatchObject({ action: 'change', kind: 'meeting', recordId: meetingId });
    expect(changed.changes).toEqual([
      { field: 'title', before: 'Open Day', after: 'Open Evening' },
      { field: 'price', before: 25, after: 30 },
    ]);

    const removed = await oneEntryFrom(() => meetings.remove(meetingId));
    expect(removed).toMatchObject({
      action: 'delete',
      kind: 'meeting',
      recordId: meetingId,
      recordExists: false,
    });
    expect(removed.changes).toContainEqual({ field: 'title', before: 'Open Evening', after: null });
    expect(removed.changes).toContainEqual({ field: 'meetingImage', before: picture?.after, after: null });
  });

  it("a course's and a content page's writes, and long texts kept whole", async () => {
    const course = await courses.create();
    const changed = await oneEntryFrom(() => courses.patch(course._id, { rating: '2' }));
    expect(changed).toMatchObject({ kind: 'course', action: 'change', recordId: course._id });
    expect(changed.changes).toEqual([{ field: 'rating', before: course.rating, after: 2 }]);

    const body = 'A long page. '.repeat(500);
    const page = await oneEntryFrom(
      () => sendJson(t.app, { method: 'POST', url: '/api/pages', token: t.adminToken }, pageInput({ body })),
      201,
    );
    expect(page).toMatchObject({ kind: 'page', action: 'create' });
    expect(page.changes).toContainEqual({ field: 'body', before: null, after: body.trim() });
  });

  it('the site settings (nested fields by their path), the logo by its file name, and the home page', async () => {
    const settings = await oneEntryFrom(() =>
      sendJson(
        t.app,
        { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
        settingsInput({
          schoolName: 'Audited School',
          contact: { ...settingsInput().contact, phone: '123' },
        }),
      ),
    );
    expect(settings).toMatchObject({
      kind: 'settings',
      action: 'change',
      recordId: null,
      recordExists: false,
    });
    expect(settings.changes).toContainEqual(
      expect.objectContaining({ field: 'schoolName', after: 'Audited School' }),
    );
    expect(settings.changes).toContainEqual(
      expect.objectContaining({ field: 'contact.phone', after: '123' }),
    );

    // Saved again as they are: nothing changed, no entry.
    const before = await total();
    const again = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      settingsInput({ schoolName: 'Audited School', contact: { ...settingsInput().contact, phone: '123' } }),
    );
    expect(again.statusCode).toBe(200);
    expect(await total()).toBe(before);

    const png = await solidImage('png', { width: 60, height: 30 });
    const logo = await oneEntryFrom(() =>
      sendForm(
        t.app,
        { method: 'POST', url: '/api/site/logo', token: t.adminToken },
        { logo: { filename: 'logo.png', contentType: 'image/png', data: png } },
      ),
    );
    expect(logo.changes).toEqual([
      { field: 'logo', before: null, after: expect.stringMatching(/^[0-9a-f]+\.webp$/) as string },
    ]);
    const removed = await oneEntryFrom(() =>
      t.app.inject({ method: 'DELETE', url: '/api/site/logo', headers: bearer(t.adminToken) }),
    );
    expect(removed.changes).toEqual([{ field: 'logo', before: logo.changes[0]?.after, after: null }]);

    const home = await oneEntryFrom(() =>
      sendJson(
        t.app,
        { method: 'PUT', url: '/api/site/home', token: t.adminToken },
        homeContent({ applyHeading: 'Apply now' }),
      ),
    );
    expect(home).toMatchObject({ kind: 'home', action: 'change', recordId: null });
    expect(home.changes).toContainEqual(
      expect.objectContaining({ field: 'applyHeading', after: 'Apply now' }),
    );
  });

  it("a user's role change, a password-reset e-mail sent by staff and a deletion, never a password", async () => {
    const member = await createUser(t.app, { username: 'Dana Door' });
    const role = await oneEntryFrom(() =>
      sendJson(
        t.app,
        { method: 'PATCH', url: `/api/users/${member.id}`, token: t.adminToken },
        { role: 'door' },
      ),
    );
    expect(role).toMatchObject({ kind: 'user', action: 'change', recordId: member.id, recordExists: true });
    expect(role.changes).toEqual([{ field: 'role', before: 'user', after: 'door' }]);
    await login(t.app, member.email, member.password);

    const reset = await oneEntryFrom(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/users/${member.id}/password-reset`,
          headers: bearer(t.adminToken),
        }),
      202,
    );
    expect(reset).toMatchObject({
      kind: 'user',
      action: 'send-password-reset',
      recordId: member.id,
      changes: [],
    });

    const deleted = await oneEntryFrom(() =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/user/${member.id}`, headers: bearer(t.adminToken) }),
    );
    expect(deleted).toMatchObject({
      kind: 'user',
      action: 'delete',
      recordId: member.id,
      recordExists: false,
    });
    expect(deleted.changes).toContainEqual({ field: 'userName', before: 'Dana Door', after: null });
    expect(deleted.changes).toContainEqual({ field: 'userEmail', before: member.email, after: null });
    // The entries of the deleted account's own logins keep its name.
    expect((await listed({ actor: member.id })).entries.map((entry) => entry.actor.name)).toContain(
      'Dana Door',
    );
    const text = JSON.stringify((await listed()).entries);
    expect(text).not.toContain(member.password);
    expect(text).not.toMatch(/password_?hash|passwordHash|\$argon2/i);
  });

  it('a registration cancelled by staff, but not one the visitor cancels', async () => {
    const meeting = await meetings.create({ capacity: '5' });
    const visitor = await createUser(t.app, { username: 'Rita Registrant' });
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting._id}/registrations`,
        headers: bearer(visitor.token),
      });
    const first = (await register()).json<{ registration: { _id: string } }>().registration;
    const cancelled = await oneEntryFrom(() =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/meetings/${meeting._id}/registrations/${first._id}`,
        headers: bearer(t.adminToken),
      }),
    );
    expect(cancelled).toMatchObject({ kind: 'registration', action: 'cancel', recordId: first._id });
    expect(cancelled.changes).toEqual([
      { field: 'status', before: 'confirmed', after: 'cancelled' },
      { field: 'name', before: 'Rita Registrant', after: 'Rita Registrant' },
      { field: 'meeting', before: meeting.title, after: meeting.title },
    ]);

    expect((await register()).statusCode).toBe(201);
    const before = await total();
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meeting._id}/registrations/me`,
      headers: bearer(visitor.token),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await total()).toBe(before);
  });

  it("staff logins and failed logins for a staff account's address; not an unknown address's or a user's", async () => {
    const attempt = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: freshAddress(),
      });
    const login = await oneEntryFrom(() => attempt(ADMIN.email, ADMIN.password));
    expect(login).toMatchObject({
      kind: 'session',
      action: 'login',
      recordId: t.adminId,
      actor: adminActor(),
    });
    const failed = await oneEntryFrom(() => attempt(ADMIN.email, 'not-the-password'), 401);
    expect(failed).toMatchObject({
      kind: 'session',
      action: 'failed-login',
      recordId: t.adminId,
      actor: adminActor(),
    });

    const user = await createUser(t.app);
    const before = await total();
    expect((await attempt('nobody-here@test.school', 'whatever-it-is')).statusCode).toBe(401);
    expect((await attempt(user.email, 'not-the-password')).statusCode).toBe(401);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });
});

describe('an entry and its change are one transaction', () => {
  /** The call's answer while `table` is away (renamed): a write to it fails inside the transaction. */
  async function withTableAway(table: string, call: () => Promise<LightMyRequestResponse>) {
    const rename = (from: string, to: string) =>
      sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.app.db);
    await rename(table, `${table}_away`);
    try {
      return await call();
    } finally {
      await rename(`${table}_away`, table);
    }
  }

  it('a change that fails after its entry was written leaves no entry (nor the change)', async () => {
    // A meeting with a registrant: moving it e-mails them, in its transaction, after the entry.
    const meeting = await meetings.create({ capacity: '5' });
    const visitor = await createUser(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting._id}/registrations`,
      headers: bearer(visitor.token),
    });
    expect(registered.statusCode).toBe(201);
    const before = await listed();
    const response = await withTableAway('outbox', () =>
      meetings.patch(meeting._id, { location: 'Somewhere else' }),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect((await meetings.stored(meeting._id))[0]?.location).toBe(meeting.location);
    expect(await listed()).toEqual(before);
  });

  it('an entry that cannot be written leaves the record unchanged', async () => {
    const course = await courses.create();
    const response = await withTableAway('audit_entries', () =>
      courses.patch(course._id, { title: 'Never saved' }),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect((await courses.stored(course._id))[0]?.title).toBe(course.title);
  });

  it('a change its own rules refuse writes no entry', async () => {
    const meeting = await meetings.create();
    const before = await total();
    expectError(await meetings.patch(meeting._id, { price: '-5' }), 400);
    expect(await total()).toBe(before);
  });
});

describe('no call changes or deletes an entry', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)(
    '%s on the audit paths is refused as unknown',
    async (method) => {
      const entry = await newest();
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
        const request: InjectOptions = {
          method,
          url,
          headers: { ...bearer(t.adminToken), 'content-type': 'application/json' },
          payload: JSON.stringify({ action: 'change', changes: [] }),
        };
        const response = await t.app.inject(request);
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
      expect(await newest({ limit: '100' })).toEqual(entry);
    },
  );

  it('after the admin calls above, every earlier entry is still there as it was', async () => {
    const all = (await listed({ limit: '100' })).entries;
    // Another round of writes, then the log again: only new entries on top.
    const page = await sendJson(
      t.app,
      { method: 'POST', url: '/api/pages', token: t.adminToken },
      pageInput(),
    );
    const id = page.json<ContentPageSavedResponse>().page.id;
    await t.app.inject({ method: 'DELETE', url: `/api/pages/${id}`, headers: bearer(t.adminToken) });
    const again = (await listed({ limit: '100' })).entries;
    const stillThere = again.slice(2).map(({ recordExists: _exists, ...entry }) => entry);
    expect(stillThere).toEqual(
      all.slice(0, stillThere.length).map(({ recordExists: _exists, ...entry }) => entry),
    );
  });
});

describe('reading the log', () => {
  const editor = { id: '', token: '' };
  beforeAll(async () => {
    const member = await createUser(t.app, { username: 'Eddie Editor' });
    await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/users/${member.id}`, token: t.adminToken },
      { role: 'editor' },
    );
    editor.id = member.id;
    editor.token = member.token;
    await sendJson(
      t.app,
      { method: 'POST', url: '/api/pages', token: editor.token },
      pageInput({ title: '=HYPERLINK("x")' }),
    );
  });

  it('is for administrators only', async () => {
    expectError(await audit({}, editor.token), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/audit' }), 401);
  });

  it('filters by person and kind, newest first, and names everyone the log holds', async () => {
    const mine = await listed({ actor: editor.id });
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((entry) => entry.actor.id === editor.id)).toBe(true);
    expect(mine.people).toContainEqual({ id: editor.id, name: 'Eddie Editor', role: 'editor' });
    expect(mine.people).toContainEqual(expect.objectContaining({ id: t.adminId, role: 'admin' }));
    const pages = await listed({ kind: 'page' });
    expect(pages.entries.every((entry) => entry.kind === 'page')).toBe(true);
    const times = (await listed()).entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by period: days whole, instants exact', async () => {
    await insertAuditEntry(t.app.db, {
      id: 'old-entry',
      at: '2020-05-10T12:00:00.000Z',
      actor_id: t.adminId,
      actor_name: 'Admin',
      actor_role: 'admin',
      action: 'change',
      kind: 'course',
      record_id: 'gone-course',
      changes: '[]',
    });
    const day = await listed({ from: '2020-05-10', to: '2020-05-10' });
    expect(day.entries.map((entry) => entry.id)).toEqual(['old-entry']);
    expect((await listed({ from: '2020-05-10T12:00:00.001Z', to: '2020-05-11' })).entries).toEqual([]);
    expect((await listed({ to: '2020-05-09' })).entries).toEqual([]);
  });

  it('pages the list', async () => {
    const first = await audit({ limit: '2', page: '1' });
    const body = first.json<AuditListResponse>();
    expect(body).toMatchObject({ page: 1, limit: 2, totalPages: Math.ceil(body.totalEntries / 2) });
    expect(body.entries).toHaveLength(2);
    const second = (await audit({ limit: '2', page: '2' })).json<AuditListResponse>();
    expect(second.entries[0]?.id).not.toBe(body.entries[0]?.id);
  });

  it("lists a newer resource's writes under its noun, with nothing to name it first", async () => {
    await insertAuditEntry(t.app.db, {
      id: 'notice-entry',
      at: '2021-01-04T09:00:00.000Z',
      actor_id: t.adminId,
      actor_name: 'Admin',
      actor_role: 'admin',
      action: 'create',
      kind: 'notice',
      record_id: 'n1',
      changes: '[{"field":"title","before":null,"after":"Snow day"}]',
    });
    const { entries } = await listed({ kind: 'notice' });
    expect(entries).toMatchObject([
      { id: 'notice-entry', kind: 'notice', action: 'create', recordExists: false },
    ]);
    expect(entries[0]?.changes).toEqual([{ field: 'title', before: null, after: 'Snow day' }]);
    expect((await listed({ kind: 'spaceship' })).entries).toEqual([]);
  });

  it.each([
    [{ kind: 'Space ship!' }, /Kind of record contains characters that are not allowed/],
    [{ from: 'yesterday' }, /^From must be a date such as 2026-03-01/],
    [{ to: '2026-02-30' }, /^To must be a date/],
    [
      { from: '2026-03-02', to: '2026-03-01' },
      'The period starts after it ends: choose a From date on or before the To date',
    ],
  ])('refuses %j with a clear message', async (query, message) => {
    expectError(await audit(query), 400, message);
  });

  it('gives every matching entry as CSV, with formulas defused and a file name', async () => {
    const response = await audit({ actor: editor.id, kind: 'page' }, t.adminToken, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = response.body.split('\r\n').filter((line) => line !== '');
    expect(header).toBe(
      '"When (UTC)","Person","Person id","Role","Action","Kind of record","Record id","Changes"',
    );
    expect(rows.length).toBe((await listed({ actor: editor.id, kind: 'page' })).totalEntries);
    expect(response.body).toContain('"Eddie Editor"');
    expect(response.body).toContain('title: (none) → =HYPERLINK(""x"")');
    expectError(await audit({ kind: 'Space ship!' }, t.adminToken, { accept: 'text/csv' }), 400);
  });
});

describe('retention', () => {
  it('the sweep removes only entries older than the period set in Site Settings', async () => {
    const now = new Date('2030-06-01T00:00:00.000Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const entry = (id: string, when: string) =>
      insertAuditEntry(t.app.db, {
        id,
        at: when,
        actor_id: 'someone',
        actor_name: 'Someone',
        actor_role: 'admin',
        action: 'change',
        kind: 'settings',
        record_id: null,
        changes: '[]',
      });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json<SiteAnswer>().settings.auditRetentionDays).toBe(AUDIT_RETENTION_DAYS.default);
    const saved = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      settingsInput({ auditRetentionDays: 40 }),
    );
    expect(saved.json<SettingsSavedAnswer>().settings.auditRetentionDays).toBe(40);
    await entry('kept', at(39));
    await entry('swept', at(41));
    const before = await total();
    expect(await auditService.sweep(t.app.db, t.config.schoolName, now)).toBeGreaterThanOrEqual(1);
    const ids = (await listed({ actor: 'someone' })).entries.map((e) => e.id);
    expect(ids).toEqual(['kept']);
    // Everything written now is younger than the period.
    expect(await total()).toBeLessThan(before);
    expect(await auditService.sweep(t.app.db, t.config.schoolName)).toBe(0);
  });

  it('is a setting: a year by default, kept when a client leaves it out, refused out of range', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(fresh.json<SiteAnswer>().settings.auditRetentionDays).toBe(40);
    const put = (body: unknown) =>
      sendJson(t.app, { method: 'PUT', url: '/api/site/settings', token: t.adminToken }, body);
    const { auditRetentionDays: _left, ...older } = settingsInput();
    const kept = await put(older);
    expect(kept.json<SettingsSavedAnswer>().settings.auditRetentionDays).toBe(40);
    expectError(
      await put(settingsInput({ auditRetentionDays: AUDIT_RETENTION_DAYS.min - 1 })),
      400,
      /Keep the audit log for \(days\)/,
    );
    expectError(
      await put(settingsInput({ auditRetentionDays: AUDIT_RETENTION_DAYS.max + 1 })),
      400,
      /Keep the audit log for \(days\)/,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteAnswer>().settings
        .auditRetentionDays,
    ).toBe(40);
  });
});
