import { useState } from 'react';
import { refusalReason } from '@/lib/api-errors';
import { confirmDialog, errorDialog } from '@/lib/dialogs';

export interface ConfirmedDeleteOptions<R> {
  /** The question, e.g. 'Delete this meeting?'. */
  question: string;
  /** What will happen to this record, in a sentence. */
  consequence: (record: R) => string;
  /** Sends the delete; resolves once the server has deleted it. */
  remove: (id: string) => Promise<unknown>;
  /** Logged with the error when the delete fails; the row stays where it was. */
  failureLog: string;
  /**
   * When the server refuses on purpose and says why (an admin deleting itself), a popup with this
   * title gives the reason; without it, every failure is only logged.
   */
  refusalTitle?: string | undefined;
  /** After a delete: e.g. the row leaves the table, and the keyboard focus moves to the table. */
  onDeleted?: (id: string) => void;
}

/**
 * Deleting a row of an admin list: a misclick must not destroy a record, so it asks first; the row
 * shows it is being deleted and goes only once the server has deleted it.
 */
export function useConfirmedDelete<R extends { _id: string }>({
  question,
  consequence,
  remove,
  failureLog,
  refusalTitle,
  onDeleted,
}: ConfirmedDeleteOptions<R>) {
  // Several rows may be on their way out at once; each keeps its own 'Deleting…' until answered.
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  async function requestDelete(record: R) {
    const id = record._id;
    // A row without an id has nothing the server could delete: nothing to ask.
    if (!id) return;
    if (!(await confirmDialog(question, consequence(record), 'Yes, delete it'))) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      await remove(id);
      onDeleted?.(id);
    } catch (error) {
      console.error(failureLog, error);
      const reason = refusalTitle === undefined ? undefined : refusalReason(error);
      if (refusalTitle !== undefined && reason !== undefined) void errorDialog(refusalTitle, reason);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return {
    isDeleting: (id: string) => deleting.has(id),
    requestDelete: (record: R) => void requestDelete(record),
  };
}
