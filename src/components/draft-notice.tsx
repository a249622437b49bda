import { draftTime } from '@/lib/drafts/draft-store';
import './draft-notice.css';

export interface DraftNoticeProps {
  /** Why the last save did not reach the server (said already in the popup), or null. */
  unsent: string | null;
  /** When the draft the form opened with was kept, or null. */
  restoredFrom: number | null;
  sending: boolean;
  onDiscard: () => void;
}

/**
 * On a form with a draft: why it was not saved, or that it opened with an unsaved draft; "Send
 * again" submits the form (its checks first), "Discard draft" puts back what the form opened with.
 */
export function DraftNotice({ unsent, restoredFrom, sending, onDiscard }: DraftNoticeProps) {
  if (unsent === null && restoredFrom === null) return null;
  return (
    <div className="notice-strip notice-strip--warning draft-notice" role={unsent === null ? 'status' : 'alert'}>
      {unsent !== null && <p className="draft-notice__text">{unsent}</p>}
      {unsent === null && restoredFrom !== null && (
        <p className="draft-notice__text">
          Restored an unsaved draft from {draftTime(restoredFrom)}. Send it again or discard it.
        </p>
      )}
      <div className="draft-notice__actions">
        <button className="btn btn--red" type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send again'}
        </button>
        <button className="btn btn--ghost" type="button" disabled={sending} onClick={onDiscard}>
          Discard draft
        </button>
      </div>
    </div>
  );
}
