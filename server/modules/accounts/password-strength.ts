import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { commonPasswordSet, decodeFrontCoded, passwordProblem, passwordWords } from '@/contract';
import commonPasswordList from '@/contract/common-passwords.json';

// Built on first use: the dictionaries take a moment and some memory, and most requests never need them.
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator;
}

// The same: about 140,000 strings, some 10 MB, built in a few tens of milliseconds when first asked.
let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= commonPasswordSet(decodeFrontCoded(commonPasswordList.frontCoded));
  return common;
}

/**
 * Why a new password is refused (too short, contains the person's name or email or the school's
 * name, a season or month with a year, easy to guess according to zxcvbn, or one of the most used
 * passwords), or undefined when it is acceptable. `account`: the account's email and name;
 * `schoolName`: the school's name as its settings say.
 */
export function newPasswordProblem(
  password: string,
  account: readonly (string | undefined)[],
  schoolName?: string,
): string | undefined {
  const words = passwordWords(account, schoolName);
  const { score, feedback } = zxcvbn().check(password, words.estimatorInputs);
  return passwordProblem(password, { score, ...feedback }, words, commonPasswords());
}
