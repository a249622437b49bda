import { dateBadgeParts, localDate, toLocalDate } from './dates';

describe('dates', () => {
  it('reads a meeting date as that calendar day in any time zone', () => {
    const date = toLocalDate('2026-12-03');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(3);
  });

  it('gives the badge en-US short month and day number', () => {
    expect(dateBadgeParts('2026-12-03')).toEqual({ month: 'Dec', day: '3' });
    expect(dateBadgeParts('2027-01-31')).toEqual({ month: 'Jan', day: '31' });
  });

  it('gives empty parts for something that is not a date', () => {
    expect(dateBadgeParts('not a date')).toEqual({ month: '', day: '' });
    expect(localDate('nope')).toBe('');
  });

  it('formats a full date in the given locale', () => {
    expect(localDate('2026-12-03', 'en-US')).toBe('12/3/2026');
  });
});
