import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from './time';

describe('todayIso', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the clock across midnight, forwards and back, though it keeps the day it worked out', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 27, 23, 59, 59, 999));
    expect(todayIso()).toBe('2026-11-27');
    expect(todayIso()).toBe('2026-11-27');
    vi.setSystemTime(new Date(2026, 10, 28, 0, 0, 0, 0));
    expect(todayIso()).toBe('2026-11-28');
    vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
    expect(todayIso()).toBe('2026-11-27');
    vi.setSystemTime(new Date(2027, 0, 1, 8, 0));
    expect(todayIso()).toBe('2027-01-01');
  });

  it('gives the day of a date it is handed', () => {
    expect(todayIso(new Date(2026, 1, 3, 10, 0))).toBe('2026-02-03');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
