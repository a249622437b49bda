import { useRef, useState } from 'react';
import { DELAYS } from '@/config/constants';
import { reportSaveFailure, type SaveDraft } from '@/hooks/use-admin-save';
import { successDialog } from '@/lib/dialogs';

export interface SingleRecordSaveTexts {
  /** The popups' words, e.g. 'Settings Saved Successfully' / 'The website shows them now.'. */
  successTitle: string;
  successText: string;
  failureTitle: string;
}

/**
 * Saving a single-record form (the site's settings, the home page's texts), whose page stays open
 * (there is no list to go back to):
 * while sending, the button is disabled; then the success popup, or a 'Try Again' popup with the
 * server's reason when it gave one. The form keeps what was typed either way. When the server
 * could not be reached, the form is kept as a draft (as the record forms keep theirs) and a popup
 * that stays says so and offers to send it again; once saved, the draft is forgotten.
 */
export function useSingleRecordSave({ successTitle, successText, failureTitle }: SingleRecordSaveTexts) {
  const [sending, setSending] = useState(false);
  const [serverReason, setServerReason] = useState<string | null>(null);
  /** Why the last save did not reach the server (said on the form), until the next try. */
  const [unsent, setUnsent] = useState<string | null>(null);
  // `sending` re-renders later; this says at once that a save is under way (the popup's "Send
  // again" may come before the re-render).
  const inFlight = useRef(false);

  /** Runs `send`: what it resolved with once the server accepted everything, undefined if not. */
  async function save<T extends object>(send: () => Promise<T>, draft?: SaveDraft): Promise<T | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSending(true);
    setServerReason(null);
    setUnsent(null);
    let saved: T;
    try {
      saved = await send();
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      await reportSaveFailure(error, draft, { failureTitle, setServerReason, setUnsent });
      return undefined;
    }
    inFlight.current = false;
    setSending(false);
    // A draft that is now saved must not come back; failing to forget it only costs a notice later.
    void draft?.discard().catch((error: unknown) => console.error('Could not discard the draft', error));
    void successDialog(successTitle, successText, DELAYS.adminPopupMs);
    return saved;
  }

  /** The form went back to what is stored (its draft discarded): nothing unsent is left to say. */
  function forgetUnsent() {
    setUnsent(null);
  }

  return { sending, serverReason, unsent, save, forgetUnsent };
}
