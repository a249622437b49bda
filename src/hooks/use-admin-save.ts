import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELAYS } from '@/config/constants';
import { serverReason as reasonOf } from '@/lib/api-errors';
import { errorDialog, successDialog, unsentDialog } from '@/lib/dialogs';
import { serverHost } from '@/lib/offline/server-name';
import { isUnreachable, unreachableReason } from '@/lib/offline/unreachable';

/** Sends a form; resolves once the server accepted it, rejects with its error. */
export type SendForm = (onUploadProgress: (percent: number) => void) => Promise<unknown>;

export interface AdminSaveTexts {
  /** The popups' words, e.g. 'Meeting Created Successfully' / 'Redirecting to your meetings...'. */
  successTitle: string;
  successText: string;
  failureTitle: string;
  /** Where to go once saved (the section's manage list). */
  redirectTo: string;
}

/** What a form does with its draft around a save: keep it when unsent, drop it once saved. */
export interface SaveDraft {
  keep: () => Promise<void>;
  discard: () => Promise<void>;
  /** Submits the form again (the unsent popup's "Send again"). */
  sendAgain: () => void;
}

/** The sentence a form and its popup say when a save could not reach the server. */
export function unsentText(error: unknown, keptAsDraft: boolean): string {
  const why = `Not saved: can't reach ${serverHost()} (${unreachableReason(error)}).`;
  return keptAsDraft
    ? `${why} Your changes are kept as a draft.`
    : `${why} Your changes are still in the form.`;
}

/** Where a failed save's words go: the form's line for a refusal, and for an unsent form. */
export interface SaveFailureTargets {
  failureTitle: string;
  setServerReason: (reason: string | null) => void;
  setUnsent: (text: string | null) => void;
}

/**
 * What every admin form says when a save failed: out of reach, the form is kept as a draft and a
 * popup that stays offers to send it again; refused, a 'Try Again' popup with the server's reason.
 */
export async function reportSaveFailure(
  error: unknown,
  draft: SaveDraft | undefined,
  { failureTitle, setServerReason, setUnsent }: SaveFailureTargets,
): Promise<void> {
  if (isUnreachable(error)) {
    const kept = draft
      ? await draft.keep().then(
          () => true,
          () => false,
        )
      : false;
    const text = unsentText(error, kept);
    setUnsent(text);
    if (await unsentDialog(failureTitle, text, 'Send again')) draft?.sendAgain();
    return;
  }
  const reason = reasonOf(error);
  setServerReason(reason ?? null);
  void errorDialog(failureTitle, 'Try Again', DELAYS.adminPopupMs, reason);
}

/**
 * Saving an admin form: while sending, the button is disabled and an upload's progress is known;
 * on success a popup for 1000 ms, then the list after 1000 ms; on a refusal a 'Try Again' popup
 * with the server's reason when it gave one, and the form keeps its values. When the server could
 * not be reached, the form is kept as a draft and a popup that stays says so and offers to send it
 * again.
 */
export function useAdminSave({ successTitle, successText, failureTitle, redirectTo }: AdminSaveTexts) {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverReason, setServerReason] = useState<string | null>(null);
  /** Why the last save did not reach the server (said on the form), until the next try. */
  const [unsent, setUnsent] = useState<string | null>(null);
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);
  // The state above re-renders later; this says at once that a save is under way (a popup's
  // "Send again" may come before the re-render).
  const inFlight = useRef(false);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  /** `withUpload`: a file goes along, so the progress bar shows from 0 %. */
  async function save(send: SendForm, withUpload: boolean, draft?: SaveDraft): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setServerReason(null);
    setUnsent(null);
    setProgress(withUpload ? 0 : null);
    try {
      await send(setProgress);
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      setProgress(null);
      await reportSaveFailure(error, draft, { failureTitle, setServerReason, setUnsent });
      return;
    }
    // `sending` stays true: no second save while the popup shows and the page changes.
    setProgress(null);
    // A draft that is now saved must not come back; failing to forget it only costs a notice later.
    void draft?.discard().catch((error: unknown) => console.error('Could not discard the draft', error));
    void successDialog(successTitle, successText, DELAYS.adminPopupMs);
    redirect.current = window.setTimeout(() => {
      void navigate(redirectTo);
    }, DELAYS.afterAdminSaveMs);
  }

  return { sending, progress, serverReason, unsent, save };
}
