import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { SaveDraft } from '@/hooks/use-admin-save';
import { draftStore, type ValuesCheck } from '@/lib/drafts/draft-store';

export interface SingleRecordDraftOptions<T> {
  /** Names the form's draft in the app's draft store (one per screen: these forms edit one record). */
  draftKey: string;
  /**
   * Whether values read back are this form's, as it would send them; anything else is no draft.
   * A function that stays the same (the draft is read again when it changes).
   */
  check: ValuesCheck<T>;
  /** Puts a kept draft's values into the form, once, when it opens. */
  onRestore: (values: T) => void;
  /** The form, submitted again (its checks first) by the unsent popup's "Send again". */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A single-record form's draft (the site's settings, the home page's texts), as the record forms
 * keep theirs (use-admin-form) but with the form's whole values, lists and all: read once when the
 * form opens, kept by a save that cannot reach the server (useSingleRecordSave), forgotten once
 * saved or discarded.
 */
export function useSingleRecordDraft<T>({
  draftKey,
  check,
  onRestore,
  formRef,
}: SingleRecordDraftOptions<T>) {
  /** When the draft the form opened with was kept; null when it opened without one. */
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const restore = useEffectEvent((values: T, savedAt: number) => {
    onRestore(values);
    setRestoredFrom(savedAt);
  });

  useEffect(() => {
    let current = true;
    draftStore()
      .readValues(draftKey, check)
      .then((draft) => {
        if (current && draft !== null) restore(draft.values, draft.savedAt);
      })
      .catch((error: unknown) => console.error('Could not read the draft', error));
    return () => {
      current = false;
    };
  }, [draftKey, check]);

  /** What a save does with `values` as its draft: keep them when unsent, forget them once saved. */
  function draftOf(values: T): SaveDraft {
    return {
      keep: () => draftStore().keepValues(draftKey, { kind: 'values', values, savedAt: Date.now() }),
      discard: async () => {
        await draftStore().discard(draftKey);
        setRestoredFrom(null);
      },
      sendAgain: () => formRef.current?.requestSubmit(),
    };
  }

  /** Forgets the draft; the form puts back what is stored. */
  function discardDraft() {
    draftStore()
      .discard(draftKey)
      .catch((error: unknown) => console.error('Could not discard the draft', error));
    setRestoredFrom(null);
  }

  return { restoredFrom, draftOf, discardDraft };
}
