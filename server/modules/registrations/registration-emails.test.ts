import type { Attachment } from 'mailparser';
import {
  siteFormats,
  type OutboxEmailResponse,
  type OutboxListResponse,
  type Registration,
} from '@/contract';
import { addDays, todayIso } from '../../lib/time';
import { useMailbox } from '../../testing/outbox-delivery';
import * as fixtures from '../../testing/registration-fixtures';
import { settingsInput } from '../../testing/site-fixtures';
import { bearer, getAs, sendJson, useTestApp } from '../../testing/test-app';
import { composeEmail, type EmailSchool } from './registration-emails';

const PUBLIC_URL = 'https://www.riverside.test';
const FROM = 'Riverside Academy <office@riverside.test>';
// No SMTP_URL: the app only writes the outbox; each test hands it to the test's mail server.
const t = useTestApp({ PUBLIC_URL });
/** Hands every e-mail the outbox holds to the test's mail server; the received ones, in order. */
const { deliver } = useMailbox(t, FROM);

beforeAll(async () => {
  // The school's own name and address, as an administrator saves them in the site settings.
  const saved = await sendJson(
    t.app,
    { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
    settingsInput({ contact: { ...settingsInput().contact, email: 'hello@riverside.test' } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});

const invitationOf = (attachments: Attachment[]) => {
  const ics = attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!ics) return undefined;
  const text = ics.content.toString('utf8').replace(/\r\n /g, '');
  const value = (name: string) => new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(text)?.[1]?.trim();
  return {
    contentType: ics.contentType,
    method: value('METHOD'),
    uid: value('UID'),
    sequence: value('SEQUENCE'),
    value,
  };
};

/** What one visitor received, by subject, with the invitation's method and sequence. */
async function mailTo(email: string) {
  const received = await deliver();
  return received
    .filter((r) => r.envelopeTo.includes(email))
    .map(({ mail }) => ({
      subject: mail.subject,
      text: mail.text ?? '',
      from: mail.from?.value[0]?.address,
      ics: invitationOf(mail.attachments),
    }));
}

/** A meeting of one seat, `seated` registered first and `waiting` after, on its waiting list. */
async function seatedAndWaiting(title: string) {
  const meetingId = await fixtures.addMeeting(t.app, { title, capacity: 1 });
  const [seated, waiting] = await fixtures.addVisitors(t.app, t.config.jwtSecret, 2);
  if (!seated || !waiting) throw new Error('two visitors');
  await fixtures.registerAs(t.app, meetingId, seated.token);
  await fixtures.registerAs(t.app, meetingId, waiting.token);
  return { meetingId, seated, waiting };
}

describe('the e-mails of a registration, through a real mail server', () => {
  it('a seat, the waiting list, a cancellation and a promotion: each told, seats with their invitation', async () => {
    const meetingId = await fixtures.addMeeting(t.app, {
      title: 'Open evening',
      capacity: 1,
      location: 'Main hall',
    });
    const [ana, ben] = await fixtures.addVisitors(t.app, t.config.jwtSecret, 2);
    if (!ana || !ben) throw new Error('two visitors');

    expect((await fixtures.registerAs(t.app, meetingId, ana.token)).statusCode).toBe(201);
    const [confirmed] = await mailTo(ana.email);
    expect(confirmed?.subject).toBe('Your seat is confirmed: Open evening');
    expect(confirmed?.from).toBe('office@riverside.test');
    expect(confirmed?.text).toContain(`Dear ${ana.name},`);
    expect(confirmed?.text).toContain(`Details: ${PUBLIC_URL}/meetings/${meetingId}`);
    expect(confirmed?.text).toContain('Place: Main hall');
    expect(confirmed?.text).toMatch(/Riverside Academy\n$/);
    expect(confirmed?.ics).toMatchObject({ method: 'REQUEST', sequence: '0' });
    expect(confirmed?.ics?.value('ORGANIZER')).toBe('mailto:hello@riverside.test');
    expect(confirmed?.ics?.value('ATTENDEE')).toBe(`mailto:${ana.email}`);
    const anaUid = confirmed?.ics?.uid;

    expect((await fixtures.registerAs(t.app, meetingId, ben.token)).statusCode).toBe(201);
    const [waiting] = await mailTo(ben.email);
    expect(waiting?.subject).toBe('Waiting list #1: Open evening');
    expect(waiting?.text).toContain('number 1');
    expect(waiting?.ics).toBeUndefined();

    expect((await fixtures.cancelAs(t.app, meetingId, ana.token)).statusCode).toBe(200);
    const received = await deliver();
    const to = (email: string) => received.filter((r) => r.envelopeTo.includes(email)).map((r) => r.mail);
    const [cancelled] = to(ana.email);
    expect(cancelled?.subject).toBe('Registration cancelled: Open evening');
    expect(cancelled?.text).toContain('as you asked');
    // The same calendar entry, taken back.
    expect(invitationOf(cancelled?.attachments ?? [])).toMatchObject({
      method: 'CANCEL',
      uid: anaUid,
      sequence: '1',
    });
    const [promoted] = to(ben.email);
    expect(promoted?.subject).toBe('A seat is yours: Open evening');
    expect(invitationOf(promoted?.attachments ?? [])).toMatchObject({ method: 'REQUEST', sequence: '0' });
  });

  it('a new date, time or place: an update of the same entry, SEQUENCE raised; deleted: a CANCEL', async () => {
    const { meetingId, seated, waiting } = await seatedAndWaiting('Science fair');
    const [invited] = await mailTo(seated.email);
    expect(invited?.ics?.sequence).toBe('0');

    const change = (body: Record<string, unknown>) =>
      sendJson(t.app, { method: 'PATCH', url: `/api/meetings/${meetingId}`, token: t.adminToken }, body);
    // A new title or price is not news for a registrant's calendar: no e-mail.
    expect((await change({ title: 'Science fair 2026' })).statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute(),
    ).toEqual([]);

    const newDate = addDays(todayIso(), 20);
    expect((await change({ date: newDate, location: 'Gym' })).statusCode).toBe(200);
    const received = await deliver();
    const [moved] = received.filter((r) => r.envelopeTo.includes(seated.email)).map((r) => r.mail);
    expect(moved?.subject).toBe('Changed: Science fair 2026 (new date, place)');
    // In the template's style (English, long, with the weekday), as the school has not chosen one.
    const inWords = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${newDate}T00:00:00Z`));
    expect(moved?.text).toContain(`Date: ${inWords}`);
    expect(moved?.text).toContain('Place: Gym');
    expect(moved?.text).toContain('Before:\nDate:');
    expect(invitationOf(moved?.attachments ?? [])).toMatchObject({
      method: 'REQUEST',
      uid: invited?.ics?.uid,
      sequence: '1',
    });
    expect(invitationOf(moved?.attachments ?? [])?.value('LOCATION')).toBe('Gym');
    const [movedWaiting] = received.filter((r) => r.envelopeTo.includes(waiting.email)).map((r) => r.mail);
    expect(movedWaiting?.text).toContain('You are still number 1 on the waiting list.');
    expect(movedWaiting?.attachments).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await deliver();
    const [off] = gone.filter((r) => r.envelopeTo.includes(seated.email)).map((r) => r.mail);
    expect(off?.subject).toBe('Cancelled: Science fair 2026');
    expect(invitationOf(off?.attachments ?? [])).toMatchObject({
      method: 'CANCEL',
      uid: invited?.ics?.uid,
      sequence: '2',
    });
    expect(gone.filter((r) => r.envelopeTo.includes(waiting.email)).map((r) => r.mail.subject)).toEqual([
      'Cancelled: Science fair 2026',
    ]);
  });

  it('a meeting already over is changed or deleted without writing to anyone', async () => {
    const meetingId = await fixtures.addMeeting(t.app, { title: 'Last spring fair', capacity: 5 });
    const [visitor] = await fixtures.addVisitors(t.app, t.config.jwtSecret, 1);
    if (!visitor) throw new Error('a visitor');
    await fixtures.registerAs(t.app, meetingId, visitor.token);
    await deliver();
    // The day passes (written straight to the row: the API refuses nothing here, but a past date).
    await t.app.db
      .updateTable('meetings')
      .set({ date: addDays(todayIso(), -30) })
      .where('id', '=', meetingId)
      .execute();

    const pending = () =>
      t.app.db.selectFrom('outbox').select('subject').where('status', '=', 'pending').execute();
    const moved = await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${meetingId}`, token: t.adminToken },
      { location: 'Archive: Gym' },
    );
    expect(moved.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
  });

  it('tells each waiting visitor their own place, whatever numbers the title holds', async () => {
    const meetingId = await fixtures.addMeeting(t.app, { title: 'Year 2 open evening 2026', capacity: 1 });
    const visitors = await fixtures.addVisitors(t.app, t.config.jwtSecret, 3);
    for (const visitor of visitors) {
      expect((await fixtures.registerAs(t.app, meetingId, visitor.token)).statusCode).toBe(201);
    }
    const [, second, third] = visitors;
    if (!second || !third) throw new Error('three visitors');
    const received = await deliver();
    const to = (email: string) => received.filter((r) => r.envelopeTo.includes(email)).map((r) => r.mail);
    const [first] = to(second.email);
    expect(first?.subject).toBe('Waiting list #1: Year 2 open evening 2026');
    expect(first?.text).toContain(
      'Year 2 open evening 2026 is full, so you are on the waiting list, number 1.',
    );
    const [next] = to(third.email);
    expect(next?.subject).toBe('Waiting list #2: Year 2 open evening 2026');
    expect(next?.text).toContain('on the waiting list, number 2.');
  });

  it('a raised capacity promotes the first waiting, who is told; an admin cancellation says the school did it', async () => {
    const { meetingId, seated, waiting } = await seatedAndWaiting('Taster day');
    await deliver();

    await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${meetingId}`, token: t.adminToken },
      { capacity: 2 },
    );
    expect((await mailTo(waiting.email)).map((m) => m.subject)).toEqual(['A seat is yours: Taster day']);

    const list = await getAs(t.app, `/api/meetings/${meetingId}/registrations`, t.adminToken);
    const registration = list
      .json<{ registrations: Registration[] }>()
      .registrations.find((r) => r.userId === seated.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}/registrations/${registration?.id ?? ''}`,
      headers: bearer(t.adminToken),
    });
    const [byTheSchool] = await mailTo(seated.email);
    expect(byTheSchool?.text).toContain('The school has cancelled your registration for Taster day');
  });

  it('a refused registration writes no e-mail; without SMTP_URL they wait in the Outbox, previewable', async () => {
    const meetingId = await fixtures.addMeeting(t.app, { title: 'Parents evening', capacity: 5 });
    const [visitor] = await fixtures.addVisitors(t.app, t.config.jwtSecret, 1);
    if (!visitor) throw new Error('a visitor');
    await fixtures.registerAs(t.app, meetingId, visitor.token);
    expect((await fixtures.registerAs(t.app, meetingId, visitor.token)).statusCode).toBe(409);

    const outbox = (await getAs(t.app, '/api/admin/outbox', t.adminToken)).json<OutboxListResponse>();
    expect(outbox.sending).toBe(false);
    expect(outbox.data.map((e) => [e.to, e.subject, e.status])).toEqual([
      [visitor.email, 'Your seat is confirmed: Parents evening', 'pending'],
    ]);
    const preview = (
      await getAs(t.app, `/api/admin/outbox/${outbox.data[0]?._id ?? ''}`, t.adminToken)
    ).json<OutboxEmailResponse>();
    expect(preview.email.text).toContain('Your seat is confirmed.');
    expect(preview.email.attachments.map((a) => a.filename)).toEqual(['invite.ics']);
    expect(preview.email.attachments[0]?.content).toContain('METHOD:REQUEST');
  });
});

describe('composeEmail', () => {
  const school: EmailSchool = {
    name: 'Riverside Academy',
    organizer: { name: 'Riverside Academy', email: 'hello@riverside.test' },
    meetingUrl: 'https://www.riverside.test/meetings/m1',
    myMeetingsUrl: 'https://www.riverside.test/my-meetings',
    formats: siteFormats({ language: 'en', timeZone: 'UTC', dateStyle: 'long', currency: 'USD' }),
    timeZone: undefined,
  };
  const meeting = {
    id: 'm1',
    title: 'Open\r\nevening',
    description: '',
    date: '2026-12-04',
    hours: '18:30 - 20:00',
    location: '',
    category: 'Soon' as const,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const registration: Registration = {
    _id: 'r1',
    id: 'r1',
    meetingId: 'm1',
    userId: 'u1',
    name: 'Ana Souza',
    email: 'ana@family.test',
    status: 'waitlisted',
    position: 3,
    createdAt: '2026-11-01T00:00:00.000Z',
    confirmedAt: null,
    cancelledAt: null,
    checkedInAt: null,
  };

  it('keeps a subject on one line whatever the title holds, and leaves out a place not given', () => {
    const { subject, text } = composeEmail({ kind: 'waitlisted', registration }, meeting, school);
    expect(subject).toBe('Waiting list #3: Open evening');
    expect(text).toContain('Date: Friday, December 4, 2026\nTime: 18:30 - 20:00\nDetails:');
    expect(text).not.toContain('Place:');
    expect(text).toContain('Your registrations: https://www.riverside.test/my-meetings');
  });

  it("writes the whole e-mail in the school's language: its words, its day and its plurals", () => {
    const brazil = siteFormats({
      language: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'long',
      currency: 'BRL',
    });
    const { subject, text } = composeEmail(
      { kind: 'waitlisted', registration, confirmAddress: true },
      meeting,
      { ...school, formats: brazil },
    );
    expect(subject).toBe('Lista de espera nº 3: Open evening');
    expect(text).toContain('Olá, Ana Souza,');
    expect(text).toContain('Open evening está lotado; você está na lista de espera, número 3.');
    expect(text).toContain('Data: sexta-feira, 4 de dezembro de 2026\nHorário: 18:30 - 20:00\nDetalhes:');
    expect(text).toContain('não for confirmado em 7 dias após o cadastro');
    expect(text).toContain('Suas inscrições: https://www.riverside.test/my-meetings');
  });

  it('a cancelled place on the waiting list has no calendar entry to take back', () => {
    const { text } = composeEmail({ kind: 'cancelled', registration, by: 'visitor' }, meeting, school);
    expect(text).not.toContain('removes it from your calendar');
  });
});
