import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@/contract';

/*
 * The texts' translator: Lingui (ICU MessageFormat, with plurals by the language's own rules) over
 * one language's catalogue. A catalogue is a module per part of the product and language under
 * catalogues/, the English one its source: every other language has each of its messages
 * (the type says so, and catalogues.test.ts checks the placeholders and the syntax).
 */

/** A catalogue: each message by its id, in ICU MessageFormat ("Dear {name},", "{days, plural, one {# day} other {# days}}"). */
export type Catalogue<Id extends string = string> = Readonly<Record<Id, string>>;

/** What a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message of the catalogue, its placeholders filled. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** Each message compiled once, as Lingui formats it; a message that is not valid ICU throws, naming it. */
function compiled(catalogue: Catalogue): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`The message ${id} is not valid ICU MessageFormat: ${String(error)}`, {
          cause: error,
        });
      }
    }),
  );
}

/** The messages of `catalogue` in `language` (its plural rules and number format). */
export function translator<Id extends string>(language: Language, catalogue: Catalogue<Id>): Translate<Id> {
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled(catalogue) } });
  return (id, values) => i18n._(id, values);
}

/** A part's translator in each language, each made when first asked for. */
export function translationsOf<Id extends string>(
  catalogues: Readonly<Record<Language, Catalogue<Id>>>,
): (language: Language) => Translate<Id> {
  const made = new Map<Language, Translate<Id>>();
  return (language) => {
    let translate = made.get(language);
    if (!translate) {
      translate = translator(language, catalogues[language]);
      made.set(language, translate);
    }
    return translate;
  };
}
