import { TITLE_FIELD, checkFields, fieldsOf, formValuesOf, priceField, type FieldRow } from './record-fields';

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
