import type { AuditListResponse, MessageResponse, OutboxListResponse } from '@/contract';
import { useMailbox } from '../../testing/outbox-delivery';
import { bearer, createUser, expectError, getAs, useTestApp } from '../../testing/test-app';
import { enqueueEmail } from './outbox';

/** Staff send a failed e-mail again from the Outbox; the audit log says who. */

const FROM = 'Riverside Academy <office@riverside.test>';
const t = useTestApp();
const { deliver } = useMailbox(t, FROM);

const retry = (id: string, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: bearer(token) });
const emailTo = async (to: string) => {
  const listed = (await getAs(t.app, '/api/admin/outbox?limit=100', t.adminToken)).json<OutboxListResponse>();
  const email = listed.data.find((one) => one.to === to);
  if (!email) throw new Error(`No e-mail to ${to} in the outbox`);
  return email;
};

/** An e-mail to `to` that the sender gave up on, as it would after its last try. */
async function failedEmailTo(to: string): Promise<string> {
  await enqueueEmail(t.app.db, { to, subject: 'Your seat at Open Day', text: 'See you there.' });
  const { _id: id } = await emailTo(to);
  await t.app.db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 8, last_error: '550 mailbox unavailable' })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('sending a failed e-mail again', () => {
  it('puts it back in line with all its tries, sends it, and records who asked', async () => {
    await deliver();
    const id = await failedEmailTo('ana@example.com');
    const response = await retry(id);
    expect(response.statusCode, response.body).toBe(200);
    // (This app has no SMTP_URL: the test's own sender delivers, as the outbox's would.)
    expect(response.json<MessageResponse>().message).toBe(
      'The e-mail waits to be sent again: it goes out once mail is set up (SMTP_URL).',
    );
    expect(await emailTo('ana@example.com')).toMatchObject({ status: 'pending', attempts: 0 });

    const received = await deliver();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([['ana@example.com']]);
    expect(await emailTo('ana@example.com')).toMatchObject({ status: 'sent' });

    const [entry] = (
      await getAs(t.app, '/api/admin/audit?kind=outbox', t.adminToken)
    ).json<AuditListResponse>().entries;
    expect(entry).toMatchObject({ action: 'retry', recordId: id, actor: { id: t.adminId } });
    expect(entry?.changes).toContainEqual({ field: 'status', before: 'failed', after: 'pending' });
    expect(entry?.changes).toContainEqual({
      field: 'to',
      before: 'ana@example.com',
      after: 'ana@example.com',
    });
  });

  it('refuses an e-mail that has not failed, saying what it is doing, and changes nothing', async () => {
    await enqueueEmail(t.app.db, { to: 'cleo@example.com', subject: 'Welcome', text: 'Hello.' });
    const waiting = await emailTo('cleo@example.com');
    expectError(
      await retry(waiting._id),
      409,
      'Only an e-mail that failed can be sent again: this one is pending.',
    );
    expect(await emailTo('cleo@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
    expectError(await retry('no-such-email'), 404, 'No e-mail with this id in the outbox');
    expect(
      (await getAs(t.app, '/api/admin/audit?kind=outbox', t.adminToken)).json<AuditListResponse>()
        .totalEntries,
    ).toBe(1);
  });

  it('is for the staff who read the messages only', async () => {
    const id = await failedEmailTo('ben@example.com');
    const visitor = await createUser(t.app);
    expect((await retry(id, visitor.token)).statusCode).toBe(403);
    expect(await emailTo('ben@example.com')).toMatchObject({ status: 'failed' });
  });
});
