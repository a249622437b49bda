import type { PasswordEstimate } from '@/contract';

export type EstimatePassword = (password: string, userInputs: string[]) => PasswordEstimate;

let loading: Promise<EstimatePassword> | undefined;

/**
 * zxcvbn with the same dictionaries as the server, loaded on first use: its dictionaries are
 * large, and only someone who opens the sign-up or change-password form needs them.
 */
export function loadPasswordEstimator(): Promise<EstimatePassword> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, userInputs);
      return { score, warning: feedback.warning, suggestions: feedback.suggestions };
    };
  });
  // A failed download (offline) may be tried again on the next keystroke.
  loading.catch(() => (loading = undefined));
  return loading;
}
