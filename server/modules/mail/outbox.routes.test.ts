import type { OutboxEmailResponse, OutboxListResponse } from '@/contract';
import { createUser, expectError, getAs, useTestApp } from '../../testing/test-app';
import { enqueueEmail } from './outbox';

const t = useTestApp();
let userToken: string;

beforeAll(async () => {
  userToken = (await createUser(t.app)).token;
  // Only this file's own e-mails: not the sign-up's confirmation.
  await t.app.db.deleteFrom('outbox').execute();
  await enqueueEmail(t.app.db, { to: 'ana@example.com', subject: 'First', text: 'The first one.' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await enqueueEmail(t.app.db, {
    to: 'ben@example.com',
    subject: 'You are registered: Open Day',
    text: 'See you there.',
    attachments: [
      { filename: 'open-day.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
    ],
  });
});

describe('the admin outbox (no SMTP_URL: e-mails wait)', () => {
  it('lists the e-mails newest first, pending, and says that none are sent', async () => {
    const response = await getAs(t.app, '/api/admin/outbox?limit=1', t.adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<OutboxListResponse>();
    expect(body).toMatchObject({
      success: true,
      sending: false,
      totalEmails: 2,
      page: 1,
      limit: 1,
      totalPages: 2,
    });
    expect(body.data).toEqual([
      {
        _id: expect.any(String) as string,
        to: 'ben@example.com',
        subject: 'You are registered: Open Day',
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: expect.any(String) as string,
        nextAttemptAt: expect.any(String) as string,
        sentAt: null,
      },
    ]);
    const second = (
      await getAs(t.app, '/api/admin/outbox?page=2&limit=1', t.adminToken)
    ).json<OutboxListResponse>();
    expect(second.data.map((email) => email.subject)).toEqual(['First']);
  });

  it('shows one e-mail in full for a preview', async () => {
    const [listed] = (await getAs(t.app, '/api/admin/outbox', t.adminToken)).json<OutboxListResponse>().data;
    const response = await getAs(t.app, `/api/admin/outbox/${listed?._id ?? ''}`, t.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<OutboxEmailResponse>().email).toMatchObject({
      to: 'ben@example.com',
      from: null,
      text: 'See you there.',
      attachments: [
        {
          filename: 'open-day.ics',
          contentType: 'text/calendar; method=REQUEST',
          content: 'BEGIN:VCALENDAR',
        },
      ],
    });
    expectError(
      await getAs(t.app, '/api/admin/outbox/no-such-email', t.adminToken),
      404,
      'No e-mail with this id in the outbox',
    );
  });

  it('is for administrators only', async () => {
    for (const url of ['/api/admin/outbox', '/api/admin/outbox/anything']) {
      expectError(await getAs(t.app, url, null), 401);
      expectError(await getAs(t.app, url, userToken), 403);
    }
  });

  it('is in the OpenAPI description', async () => {
    const docs = (await getAs(t.app, '/api/docs/json', null)).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/admin/outbox', '/api/admin/outbox/{id}']),
    );
  });
});
