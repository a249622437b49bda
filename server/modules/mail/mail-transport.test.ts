import { startSmtpTestServer } from '../../testing/smtp-test-server';
import { createMailTransport, toMailOptions, withoutSecret } from './mail-transport';
import { messageIdDomain, outboxMessageId } from './outbox';

describe('the mail transport', () => {
  it('never lets the SMTP password into an error, as written or URL-encoded', () => {
    const url = 'smtps://office:p%40ss-word@mail.school.example:465';
    expect(withoutSecret('535 login p@ss-word refused (p%40ss-word)', url)).toBe(
      '535 login *** refused (***)',
    );
    expect(withoutSecret('connect ECONNREFUSED', 'smtp://mail.school.example')).toBe('connect ECONNREFUSED');
  });

  it('hands e-mails one after another over one connection, and opens a new one once the server closed it', async () => {
    const smtp = await startSmtpTestServer();
    const transport = createMailTransport(smtp.url, 'Office <office@school.example>');
    const email = (n: number) => ({
      to: `parent${n}@example.com`,
      subject: `Confirmation ${n}`,
      text: 'See you there.',
      attachments: [],
      messageId: `<${n}@school.example>`,
    });
    try {
      for (const n of [1, 2, 3]) await transport.send(email(n));
      expect(smtp.received.map(({ mail }) => mail.subject)).toEqual([
        'Confirmation 1',
        'Confirmation 2',
        'Confirmation 3',
      ]);
      expect(smtp.connections()).toBe(1);
      // The mail server restarts: the kept connection is gone, the next e-mail opens another.
      await smtp.stop();
      await smtp.start();
      await transport.send(email(4));
      expect(smtp.received).toHaveLength(4);
      expect(smtp.connections()).toBe(2);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it('sends an invitation as a calendar part with its METHOD, other files as attachments', () => {
    const options = toMailOptions({
      messageId: '<0a1b2c@www.school.example>',
      to: 'ana@example.com',
      subject: 'Changed: Open Day',
      text: 'The Open Day moved.',
      attachments: [
        { filename: 'map.txt', contentType: 'text/plain', content: 'Room 4' },
        {
          filename: 'open-day.ics',
          contentType: 'text/calendar; charset=utf-8; method=request',
          content: 'BEGIN:VCALENDAR',
        },
      ],
    });
    expect(options.icalEvent).toEqual({
      method: 'REQUEST',
      filename: 'open-day.ics',
      content: 'BEGIN:VCALENDAR',
    });
    expect(options.messageId).toBe('<0a1b2c@www.school.example>');
    expect(options.attachments).toEqual([
      { filename: 'map.txt', contentType: 'text/plain', content: 'Room 4' },
    ]);
    expect(
      toMailOptions({
        to: 'a@b.example',
        subject: 's',
        text: 't',
        attachments: [],
        messageId: '<1@b.example>',
      }).icalEvent,
    ).toBeUndefined();
  });
});

describe('the Message-ID of an outbox row', () => {
  it("is the row's id at PUBLIC_URL's host, else at MAIL_FROM's domain", () => {
    const from = 'Springfield High <Office@Springfield.example>';
    expect(messageIdDomain({ publicUrl: 'https://www.School.example/site', mailFrom: from })).toBe(
      'www.school.example',
    );
    // PUBLIC_URL unset (localhost) or an address: not a name of the site.
    expect(messageIdDomain({ publicUrl: 'http://localhost:3000', mailFrom: from })).toBe(
      'springfield.example',
    );
    expect(messageIdDomain({ publicUrl: 'http://192.168.1.20', mailFrom: 'office@school.example' })).toBe(
      'school.example',
    );
    expect(messageIdDomain({ publicUrl: 'http://localhost:3000', mailFrom: undefined })).toBe('localhost');
    expect(outboxMessageId('4f1c9a0b', 'www.school.example')).toBe('<4f1c9a0b@www.school.example>');
  });
});
