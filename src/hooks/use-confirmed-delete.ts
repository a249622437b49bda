import { useState } from 'react';
import { confirmDialog } from '@/lib/dialogs';

export interface ConfirmedDeleteOptions<R> {
  /** The question, e.g. 'Delete this meeting?'. */
  question: string;
  /** What will happen to this record, in a sentence. */
  consequence: (record: R) => string;
  /** Sends the delete; resolves once the server has deleted it. */
  remove: (id: string) => Promise<unknown>;
  /** Logged with the error when the delete fails (spec point 8: only logged). */
  failureLog: string;
  /** After a delete: the row is gone, so e.g. the keyboard focus moves to the table. */
  onDeleted?: () => void;
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
  onDeleted,
}: ConfirmedDeleteOptions<R>) {
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function requestDelete(record: R) {
    const id = record._id;
    // Spec point 7: a delete without an id is skipped.
    if (!id) return;
    if (!(await confirmDialog(question, consequence(record), 'Yes, delete it'))) return;
    setDeletingId(id);
    try {
      await remove(id);
      onDeleted?.();
    } catch (error) {
      console.error(failureLog, error);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, requestDelete: (record: R) => void requestDelete(record) };
}
