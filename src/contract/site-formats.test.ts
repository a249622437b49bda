import { isTimeZone, siteFormats, type FormatSettings } from './site-formats';

const english: FormatSettings = { language: 'en', timeZone: 'UTC', dateStyle: 'long', currency: 'USD' };
const brazil: FormatSettings = {
  language: 'pt-BR',
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  currency: 'BRL',
};

describe("the school's formats", () => {
  it('write a meeting day in the date style, the same calendar day in every zone', () => {
    expect(siteFormats(english).day('2026-12-15')).toBe('December 15, 2026');
    expect(siteFormats({ ...english, dateStyle: 'medium' }).day('2026-12-15')).toBe('Dec 15, 2026');
    expect(siteFormats({ ...english, dateStyle: 'short' }).day('2026-12-15')).toBe('12/15/26');
    // A zone west of UTC does not move a meeting to the day before.
    expect(siteFormats({ ...brazil }).day('2026-12-15')).toBe('15 de dezembro de 2026');
    expect(siteFormats({ ...brazil, dateStyle: 'short' }).day('2026-12-15')).toBe('15/12/2026');
  });

  it('say the weekday with the day, as a sentence does', () => {
    expect(siteFormats(english).dayWithWeekday('2026-12-15')).toBe('Tuesday, December 15, 2026');
    expect(siteFormats(brazil).dayWithWeekday('2026-12-15')).toBe('terça-feira, 15 de dezembro de 2026');
  });

  it("put an instant in the school's time zone: its day and its time", () => {
    // 01:30 UTC on the 16th is still the 15th in São Paulo (UTC−3).
    const late = '2026-12-16T01:30:00Z';
    expect(siteFormats(english).dateTime(late)).toBe('December 16, 2026 at 1:30 AM');
    expect(siteFormats(brazil).dateTime(late)).toBe('15 de dezembro de 2026 às 22:30');
    expect(siteFormats(brazil).day(late)).toBe('15 de dezembro de 2026');
    expect(siteFormats(brazil).time(late)).toBe('22:30');
  });

  it("give the badge the language's short month, without a closing period", () => {
    expect(siteFormats(english).badge('2026-12-03')).toEqual({ month: 'Dec', day: '3' });
    expect(siteFormats(brazil).badge('2026-12-03')).toEqual({ month: 'dez', day: '3' });
    expect(siteFormats(english).badge('not a date')).toEqual({ month: '', day: '' });
  });

  it('write prices in the currency and language, cents only when there are some, and free as free', () => {
    const dollars = siteFormats(english);
    expect(dollars.price(12.5)).toBe('$12.50');
    expect(dollars.price(35)).toBe('$35');
    expect(dollars.price(0)).toBe('Free');
    expect(siteFormats({ ...english, currency: 'EUR' }).price(1250)).toBe('€1,250');
    expect(siteFormats({ ...english, currency: 'BRL' }).price(40)).toBe('R$40');
    // Intl puts a no-break space between the sign and the amount.
    expect(siteFormats(brazil).price(1250.5)).toBe('R$\u00a01.250,50');
    expect(siteFormats(brazil).price(0)).toBe('Grátis');
  });

  it('leave what is not a date as it is, and an instant that is none empty', () => {
    expect(siteFormats(english).day('soon')).toBe('soon');
    expect(siteFormats(english).dateTime('soon')).toBe('');
  });

  it('know the IANA zones and refuse others, falling back to UTC should one be stored', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(siteFormats({ ...english, timeZone: 'Mars/Olympus_Mons' }).time('2026-12-16T01:30:00Z')).toBe(
      '1:30 AM',
    );
  });
});
