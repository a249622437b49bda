import { toLocalDate } from './dates';

describe('dates', () => {
  it('reads a meeting date as that calendar day in any time zone', () => {
    const date = toLocalDate('2026-12-03');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(3);
  });

  it('reads nothing from what is not a date', () => {
    expect(toLocalDate('nope')).toBeUndefined();
  });
});
