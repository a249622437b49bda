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

  it('never ends on a word the sentence cannot stop on', () => {
    // The demo's open day: the 11th word is "and".
    const tour = 'Join our open day, meet the teachers, see the classrooms and try a lesson yourself.';
    expect(excerpt(tour)).toBe('Join our open day, meet the teachers, see the classrooms.');
    // Several in a row, and the comma before them.
    expect(excerpt('a b c d e f g h students, and of the rest follows')).toBe('a b c d e f g h students.');
    expect(excerpt('Um passeio pelo campus com os alunos e os professores da escola')).toBe(
      'Um passeio pelo campus com os alunos e os professores.',
    );
    expect(
      excerpt('Programming for complete beginners, led by lecturers of the computer science department.'),
    ).toBe('Programming for complete beginners, led by lecturers of the computer science.');
  });

  it('keeps the first word even when every word could dangle', () => {
    expect(excerpt('and or the a of to in on at by for with more')).toBe('and.');
  });

  it('is empty for an empty description', () => {
    expect(excerpt('')).toBe('');
  });
});
