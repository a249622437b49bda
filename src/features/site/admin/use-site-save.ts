import { useState } from 'react';
import { DELAYS } from '@/config/constants';
import { serverReason as reasonOf } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';

export interface SiteSaveTexts {
  /** The popups' words, e.g. 'Settings Saved Successfully' / 'The website shows them now.'. */
  successTitle: string;
  successText: string;
  failureTitle: string;
}

/**
 * Saving one of the site's admin forms, whose page stays open (there is no list to go back to):
 * while sending, the button is disabled; then the success popup, or a 'Try Again' popup with the
 * server's reason when it gave one. The form keeps what was typed either way.
 */
export function useSiteSave({ successTitle, successText, failureTitle }: SiteSaveTexts) {
  const [sending, setSending] = useState(false);
  const [serverReason, setServerReason] = useState<string | null>(null);

  /** Runs `send`: what it resolved with once the server accepted everything, undefined if not. */
  async function save<T extends object>(send: () => Promise<T>): Promise<T | undefined> {
    if (sending) return undefined;
    setSending(true);
    setServerReason(null);
    let saved: T;
    try {
      saved = await send();
    } catch (error) {
      const reason = reasonOf(error);
      setServerReason(reason ?? null);
      void errorDialog(failureTitle, 'Try Again', DELAYS.adminPopupMs, reason);
      return undefined;
    } finally {
      setSending(false);
    }
    void successDialog(successTitle, successText, DELAYS.adminPopupMs);
    return saved;
  }

  return { sending, serverReason, save };
}
