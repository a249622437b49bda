import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELAYS } from '@/config/constants';
import { serverReason as reasonOf } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';

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

/**
 * Saving an admin form: while sending, the button is disabled and an upload's progress is known;
 * on success a popup for 1000 ms, then the list after 1000 ms; on failure a 'Try Again' popup
 * with the server's reason when it gave one, and the form keeps its values.
 */
export function useAdminSave({ successTitle, successText, failureTitle, redirectTo }: AdminSaveTexts) {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverReason, setServerReason] = useState<string | null>(null);
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  /** `withUpload`: a file goes along, so the progress bar shows from 0 %. */
  async function save(send: SendForm, withUpload: boolean): Promise<void> {
    if (sending) return;
    setSending(true);
    setServerReason(null);
    setProgress(withUpload ? 0 : null);
    try {
      await send(setProgress);
    } catch (error) {
      setSending(false);
      setProgress(null);
      const reason = reasonOf(error);
      setServerReason(reason ?? null);
      void errorDialog(failureTitle, 'Try Again', DELAYS.adminPopupMs, reason);
      return;
    }
    // `sending` stays true: no second save while the popup shows and the page changes.
    setProgress(null);
    void successDialog(successTitle, successText, DELAYS.adminPopupMs);
    redirect.current = window.setTimeout(() => {
      void navigate(redirectTo);
    }, DELAYS.afterAdminSaveMs);
  }

  return { sending, progress, serverReason, save };
}
