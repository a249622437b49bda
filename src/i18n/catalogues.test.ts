import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, ROLE_DUTIES, ROLE_LABELS, ROLES } from '@/contract';
import { ACCOUNT_EMAILS } from './catalogues/account-emails';
import { CALENDAR_TEXTS } from './catalogues/calendar';
import { REGISTRATION_EMAILS } from './catalogues/registration-emails';
import { translator, type Catalogue } from './translator';

/** Every part of the product's catalogues, each in every language. */
const FAMILIES: Readonly<Record<string, Readonly<Record<(typeof LANGUAGES)[number], Catalogue>>>> = {
  'registration e-mails': REGISTRATION_EMAILS,
  'account e-mails': ACCOUNT_EMAILS,
  'calendar files': CALENDAR_TEXTS,
};

/** The placeholders a compiled message fills, however deep in its plurals and selects. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    found.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice)) placeholders(choice as CompiledMessage, found);
      }
    }
  }
  return found;
}

describe.each(Object.entries(FAMILIES))('the %s', (_family, catalogues) => {
  const english = catalogues.en;

  it.each(LANGUAGES)('have every message of the English in %s, and no other', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)('are valid ICU MessageFormat in %s, each with the English placeholders', (language) => {
    for (const [id, message] of Object.entries(catalogues[language])) {
      expect(message.trim(), `${language} ${id}`).not.toBe('');
      const source = placeholders(compileMessageOrThrow(english[id] ?? ''));
      expect([...placeholders(compileMessageOrThrow(message))].sort(), `${language} ${id}`).toEqual(
        [...source].sort(),
      );
    }
  });
});

it('names each role in the invitation as the admin area does, until its texts come from the catalogues too', () => {
  const english = translator('en', ACCOUNT_EMAILS.en);
  for (const role of ROLES) {
    expect(english('inviteRole', { role })).toBe(ROLE_LABELS[role]);
    expect(english('inviteDuties', { role })).toBe(ROLE_DUTIES[role]);
  }
});

describe('the translator', () => {
  const catalogue = {
    seats: '{count, plural, =0 {No seat left} one {# seat left} other {# seats left}}',
    hello: 'Dear {name},',
  };

  it("fills placeholders and chooses the plural by the language's own rules", () => {
    const english = translator('en', catalogue);
    expect(english('hello', { name: 'Ana' })).toBe('Dear Ana,');
    expect(english('seats', { count: 0 })).toBe('No seat left');
    expect(english('seats', { count: 1 })).toBe('1 seat left');
    expect(english('seats', { count: 1250 })).toBe('1,250 seats left');
    const portuguese = translator('pt-BR', {
      seats: '{count, plural, =0 {Nenhuma vaga} one {# vaga} other {# vagas}}',
      hello: 'Olá, {name},',
    });
    expect(portuguese('seats', { count: 1250 })).toBe('1.250 vagas');
    expect(portuguese('seats', { count: 1 })).toBe('1 vaga');
  });

  it('refuses a message that is not valid ICU, naming it', () => {
    expect(() => translator('en', { broken: 'Dear {name,' })).toThrow(/broken is not valid ICU/);
  });
});
