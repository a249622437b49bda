import { addDays } from '../lib/time';
import { DEMO_MEETINGS } from './demo-content';
import { demoMeetingDate, firstWeekday, weekdayOf } from './demo-dates';

describe('the demo meetings’ dates', () => {
  it('reads the weekday a meeting’s hours begin with, and none from hours that name no day', () => {
    expect(firstWeekday('Saturday: 09:00 - 13:00')).toBe(6);
    expect(firstWeekday('Monday - Friday: 08:00 - 17:00')).toBe(1);
    expect(firstWeekday('sunday 7:00')).toBe(0);
    expect(firstWeekday('09:00 - 13:00')).toBeUndefined();
    expect(firstWeekday('Someday: 10:00')).toBeUndefined();
  });

  it('knows the weekday of a calendar date', () => {
    expect(weekdayOf('2026-03-07')).toBe(6); // a Saturday
    expect(weekdayOf('2026-03-09')).toBe(1); // a Monday
  });

  // Seeded on each day of a week (a leap day and a year's end among them): the day is never a given.
  it.each(Array.from({ length: 7 }, (_, offset) => addDays('2028-02-26', offset)).concat('2026-12-31'))(
    'seeded on %s, puts every meeting on the weekday its hours name, no earlier than planned',
    (today) => {
      for (const meeting of DEMO_MEETINGS) {
        const date = demoMeetingDate(today, meeting);
        const earliest = addDays(today, meeting.inDays);
        expect(date >= earliest, `${meeting.title}: ${date}`).toBe(true);
        expect(date < addDays(earliest, 7), `${meeting.title}: ${date}`).toBe(true);
        const weekday = firstWeekday(meeting.hours);
        if (weekday !== undefined) expect(weekdayOf(date), `${meeting.title}: ${date}`).toBe(weekday);
      }
    },
  );

  it('keeps the planned day for hours that name no weekday', () => {
    expect(demoMeetingDate('2026-03-02', { inDays: 3, hours: '10:00 - 12:00' })).toBe('2026-03-05');
  });
});
