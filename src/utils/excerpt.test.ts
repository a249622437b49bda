import { excerpt } from './excerpt';

describe('excerpt (11-word card descriptions)', () => {
  it('keeps a text of 11 words or fewer as it is, without adding a period', () => {
    expect(excerpt('one two three four five six seven eight nine ten eleven')).toBe(
      'one two three four five six seven eight nine ten eleven',
    );
    expect(excerpt('  short   text ')).toBe('short text');
  });

  it('cuts a longer text to 11 words and adds a period', () => {
    expect(excerpt('one two three four five six seven eight nine ten eleven twelve')).toBe(
      'one two three four five six seven eight nine ten eleven.',
    );
  });

  it('does not leave punctuation before the added period', () => {
    expect(excerpt('a b c d e f g h i j students, and more words follow')).toBe(
      'a b c d e f g h i j students.',
    );
  });

  it('is empty for an empty description', () => {
    expect(excerpt('')).toBe('');
  });
});
