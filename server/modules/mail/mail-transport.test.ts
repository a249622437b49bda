import { toMailOptions, withoutSecret } from './mail-transport';

describe('the mail transport', () => {
  it('never lets the SMTP password into an error, as written or URL-encoded', () => {
    const url = 'smtps://office:p%40ss-word@mail.school.example:465';
    expect(withoutSecret('535 login p@ss-word refused (p%40ss-word)', url)).toBe(
      '535 login *** refused (***)',
    );
    expect(withoutSecret('connect ECONNREFUSED', 'smtp://mail.school.example')).toBe('connect ECONNREFUSED');
  });

  it('sends an invitation as a calendar part with its METHOD, other files as attachments', () => {
    const options = toMailOptions({
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
    expect(options.attachments).toEqual([
      { filename: 'map.txt', contentType: 'text/plain', content: 'Room 4' },
    ]);
    expect(
      toMailOptions({ to: 'a@b.example', subject: 's', text: 't', attachments: [] }).icalEvent,
    ).toBeUndefined();
  });
});
