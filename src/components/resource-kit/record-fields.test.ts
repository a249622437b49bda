import {
  TITLE_FIELD,
  checkFields,
  fieldsOf,
  formValuesOf,
  priceField,
  sentBody,
  type FieldRow,
} from './record-fields';

type Name = 'title' | 'price' | 'day' | 'note';
const ROWS: readonly FieldRow<Name>[] = [
  TITLE_FIELD,
  [priceField('e.g. 5'), { name: 'day', label: 'Day', control: { kind: 'date', invalid: 'Not a day' } }],
  { name: 'note', label: 'Note', control: { kind: 'textarea', rows: 2, maxLength: 10 } },
];

describe('formValuesOf', () => {
  it('is the empty form without a record', () => {
    expect(formValuesOf(ROWS)).toEqual({ title: '', price: '', day: '', note: '' });
  });

  it('shows a number as it is (0 too), a missing value as an empty field and a timestamp as its day', () => {
    expect(formValuesOf(ROWS, { title: 'Fair', price: 0, day: '', note: undefined })).toEqual({
      title: 'Fair',
      price: '0',
      day: '',
      note: '',
    });
    expect(formValuesOf(ROWS, { price: 12.5, day: '2026-12-03T00:00:00.000Z' })).toMatchObject({
      price: '12.5',
      day: '2026-12-03',
    });
  });
});

it('lists the fields in the order they appear, rows side by side included', () => {
  expect(fieldsOf(ROWS).map((field) => field.name)).toEqual(['title', 'price', 'day', 'note']);
});

describe("a field's own check", () => {
  type Code = 'code' | 'note';
  const CODED: readonly FieldRow<Code>[] = [
    {
      name: 'code',
      label: 'Code',
      control: { kind: 'text', maxLength: 10 },
      check: (text) => (/^[a-z]+$/.test(text) ? undefined : 'Code takes lowercase letters only'),
    },
    { name: 'note', label: 'Note', control: { kind: 'markdown', rows: 4, maxLength: 100 } },
  ];

  it('judges a filled value as it is sent (trimmed), and leaves an empty optional one alone', () => {
    expect(checkFields(CODED, { code: '', note: '' })).toEqual({});
    expect(checkFields(CODED, { code: '  abc ', note: '# Any *Markdown*' })).toEqual({});
    expect(checkFields(CODED, { code: 'ABC', note: '' })).toEqual({
      code: 'Code takes lowercase letters only',
    });
  });
});

describe('a whole number with a least value', () => {
  const SEATS: readonly FieldRow<'seats'>[] = [
    {
      name: 'seats',
      label: 'Seats',
      control: {
        kind: 'number',
        min: 1,
        max: 500,
        integer: true,
        invalid: 'Seats: a whole number, 1 to 500',
      },
    },
  ];

  it('takes 1 to max, and refuses 0, a negative, a fraction, too many and text; empty is none', () => {
    for (const fits of ['1', '12', ' 500 ', '']) expect(checkFields(SEATS, { seats: fits })).toEqual({});
    for (const wrong of ['0', '-1', '2.5', '501', 'many']) {
      expect(checkFields(SEATS, { seats: wrong })).toEqual({ seats: 'Seats: a whole number, 1 to 500' });
    }
  });
});

describe('a date-time field', () => {
  type Moment = 'closes' | 'title';
  const ROWS_WITH_MOMENT: readonly FieldRow<Moment>[] = [
    TITLE_FIELD,
    { name: 'closes', label: 'Closes', control: { kind: 'datetime', invalid: 'Closes: a date and a time' } },
  ];
  // A zone away from UTC, so a moment's local text and its ISO form differ (no summer time there).
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('shows the ISO instant in the admin’s own time, to the minute; none as an empty field', () => {
    expect(formValuesOf(ROWS_WITH_MOMENT, { closes: '2026-12-03T21:30:45.000Z' }).closes).toBe(
      '2026-12-03T18:30',
    );
    expect(formValuesOf(ROWS_WITH_MOMENT, { closes: null }).closes).toBe('');
    expect(formValuesOf(ROWS_WITH_MOMENT, { closes: 'someday' }).closes).toBe('');
  });

  it('is sent as the ISO instant of the local time typed; the rest of the body as it was', () => {
    const body = new FormData();
    body.append('title', 'Fair');
    body.append('closes', '2026-12-03T18:30');
    const sent = sentBody(ROWS_WITH_MOMENT, body);
    expect(sent.get('closes')).toBe('2026-12-03T21:30:00.000Z');
    expect(sent.get('title')).toBe('Fair');
    // The form's own body (what a draft keeps) still says what was typed.
    expect(body.get('closes')).toBe('2026-12-03T18:30');

    const cleared = new FormData();
    cleared.append('closes', '');
    expect(sentBody(ROWS_WITH_MOMENT, cleared).get('closes')).toBe('');
  });

  it('refuses what names no moment: no time, 30 February, 24:00; empty is none', () => {
    expect(checkFields(ROWS_WITH_MOMENT, { title: 'Fair', closes: '' })).toEqual({});
    expect(checkFields(ROWS_WITH_MOMENT, { title: 'Fair', closes: '2026-12-03T18:30' })).toEqual({});
    for (const wrong of ['2026-12-03', '2026-02-30T10:00', '2026-12-03T24:00', 'tomorrow']) {
      expect(checkFields(ROWS_WITH_MOMENT, { title: 'Fair', closes: wrong })).toEqual({
        closes: 'Closes: a date and a time',
      });
    }
  });
});
