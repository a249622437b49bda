import { commonPasswordSet, decodeFrontCoded, type CommonPasswords, type PasswordEstimate } from '@/contract';

export type EstimatePassword = (password: string, userInputs: string[]) => PasswordEstimate;

/** What judging a new password needs besides the rule itself, as the server has it. */
export interface PasswordChecks {
  /** zxcvbn, with the same dictionaries as the server. */
  estimate: EstimatePassword;
  /** The 100,000 most used passwords, from the same list as the server's. */
  common: CommonPasswords;
}

let loading: Promise<PasswordChecks> | undefined;

/**
 * zxcvbn and the list of the most used passwords, loaded on first use: they are large (about
 * 830 KB and 150 KB compressed), and only someone who opens the sign-up or change-password form
 * needs them.
 */
export function loadPasswordChecks(): Promise<PasswordChecks> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@/contract/common-passwords.json'),
  ]).then(([core, common, english, list]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return {
      estimate: (password, userInputs) => {
        const { score, feedback } = zxcvbn.check(password, userInputs);
        return { score, warning: feedback.warning, suggestions: feedback.suggestions };
      },
      common: commonPasswordSet(decodeFrontCoded(list.default.frontCoded)),
    };
  });
  // A failed download (offline) may be tried again on the next keystroke.
  loading.catch(() => (loading = undefined));
  return loading;
}
