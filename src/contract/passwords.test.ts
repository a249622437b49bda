import list from './common-passwords.json';
import {
  commonPasswordSet,
  decodeFrontCoded,
  frontCoded,
  isCommonPassword,
  isSeasonOrMonthWithYear,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordWords,
  type PasswordEstimate,
} from './passwords';

const STRONG_ESTIMATE: PasswordEstimate = { score: 4, warning: null, suggestions: [] };

describe('the list of the most used passwords (common-passwords.json)', () => {
  const words = decodeFrontCoded(list.frontCoded);

  it('holds the 100,000 most used passwords, in lower case, sorted, each once', () => {
    // 100,000 lines of the source, fewer once "Password" and "password" count as one.
    expect(words).toHaveLength(list.count);
    expect(list.count).toBe(96_518);
    expect(new Set(words).size).toBe(words.length);
    expect(words).toEqual([...words].sort());
    expect(words.every((word) => word === word.toLowerCase() && word.length > 0)).toBe(true);
    for (const known of ['123456', 'password', 'qwerty', 'dragon', 'iloveyou', 'summer', '1qaz2wsx3edc']) {
      expect(words, known).toContain(known);
    }
  });

  it('is front-coded so that decoding gives back every word', () => {
    const sample = [
      '',
      'a',
      'ab',
      'abc',
      'abd',
      'b',
      'caf\u00e9',
      'caf\u00e9s',
      'x'.repeat(60),
      'x'.repeat(61),
    ];
    expect(decodeFrontCoded(frontCoded(sample))).toEqual(sample);
    expect(frontCoded(['password', 'password1', 'passwords'])).toEqual(['0password', '81', '8s']);
    // No line needs escaping in JSON: the count's character stays below the backslash.
    expect(frontCoded(['y'.repeat(90), 'y'.repeat(91)])[1]?.charCodeAt(0)).toBeLessThan(92);
  });
});

describe('isSeasonOrMonthWithYear', () => {
  it.each([
    'Summer2024!!',
    'Spring2025!!',
    'Autumn2026!!',
    'Winter2026!!',
    'fall 99 !!!!',
    'December 25th, 2024',
    'Summer of 2024!',
    'SummerSummer24',
    'sept2024!!!!',
    '!!2024JULY!!',
    'Dezembro de 2025',
    'Verão2024!!!',
    'Otoño 2025 !!',
    'septiembre-2024',
    'jan feb mar 2024',
  ])('is true for %j', (password) => {
    expect(isSeasonOrMonthWithYear(password)).toBe(true);
  });

  it.each([
    ['no year', 'Summer!!!!!!'],
    ['one digit', 'Summer!!!!!1'],
    ['other words', 'summer-kayak-violet-2024'],
    ['a sentence', 'my summer in lisbon, 2024!'],
    ['a word that only starts like a month', 'Mars2024!!!!'],
    ['another', 'Decade 2024!!'],
    ['no season or month', 'violet-compass-harbor-88'],
  ])('is false with %s: %j', (_, password) => {
    expect(isSeasonOrMonthWithYear(password)).toBe(false);
  });
});

describe('isCommonPassword', () => {
  const common = commonPasswordSet(['password', 'dragon', '1qaz2wsx', 'abc']);

  it.each([
    'password',
    'PASSWORD1234',
    '!!Password!!2024',
    'pass word 1234',
    'qaz2wsx!2024',
    'correcthorsebatterystaple',
    'Correct Horse Battery Staple!',
    'Tr0ub4dor&33',
  ])('is true for %j (famous examples are on the list whatever the list)', (password) => {
    expect(isCommonPassword(password, common)).toBe(true);
  });

  it.each(['password-violet-harbor', 'dragonfly2024!!', 'abc123456789', 'my dragon 2024'])(
    'is false for %j (another word, or too short a core to judge)',
    (password) => {
      expect(isCommonPassword(password, common)).toBe(false);
    },
  );
});

describe('passwordWords', () => {
  it("gives the account's words and the school's name, and tells the estimator their parts", () => {
    const words = passwordWords(['Ana.Souza@school.test', ' Ana Souza '], 'Escola São José');
    expect(words.personal).toEqual(['ana.souza@school.test', 'ana.souza', 'ana souza']);
    expect(words.school).toBe('escolasaojose');
    expect(words.estimatorInputs).toEqual(
      expect.arrayContaining(['ana.souza', 'souza', 'escola são josé', 'escola', 'josé']),
    );
  });

  it("leaves out a school's name too short to refuse (still told to the estimator)", () => {
    const words = passwordWords([], 'P.S. 1');
    expect(words.school).toBe('');
    expect(words.estimatorInputs).toContain('p.s. 1');
  });
});

describe('passwordProblem', () => {
  const common = commonPasswordSet(['letmein']);
  const problem = (password: string, estimate = STRONG_ESTIMATE, schoolName = 'Edu Meeting') =>
    passwordProblem(password, estimate, passwordWords(['ana@school.test', 'Ana Souza'], schoolName), common);

  it('says the first rule a password breaks, in the order the person can act on', () => {
    expect(problem('short')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(problem('ana souza summer 2024')).toBe(PASSWORD_MESSAGES.personal);
    expect(problem('Edu-Meeting-2024!!')).toBe(PASSWORD_MESSAGES.school);
    expect(problem('Summer2024!!')).toBe(PASSWORD_MESSAGES.seasonOrMonth);
    expect(
      problem('letmein!!2024', { score: 1, warning: 'This is a top-100 common password.', suggestions: [] }),
    ).toBe(
      'This password is too easy to guess: this is a top-100 common password. Add a few more uncommon words.',
    );
    expect(problem('letmein!!2024')).toBe(PASSWORD_MESSAGES.common);
    expect(problem('violet-compass-harbor-88')).toBeUndefined();
  });

  it("refuses the school's name however it is spaced, accented or capitalised", () => {
    for (const password of ['escolasaojose-2024', 'ESCOLA SÃO JOSÉ 2024', 'my escola-sao-jose days']) {
      expect(problem(password, STRONG_ESTIMATE, 'Escola São José'), password).toBe(PASSWORD_MESSAGES.school);
    }
  });
});
