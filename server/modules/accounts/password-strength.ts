import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { estimatorInputs, passwordProblem, personalWords } from '@/contract';

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

/**
 * Why a new password is refused (too short, contains the person's name or email, or easy to guess
 * according to zxcvbn), or undefined when it is acceptable. `personal`: the account's email, name.
 */
export function newPasswordProblem(
  password: string,
  ...personal: (string | undefined)[]
): string | undefined {
  const words = personalWords(...personal);
  const { score, feedback } = zxcvbn().check(password, estimatorInputs(words));
  return passwordProblem(password, { score, ...feedback }, words);
}
