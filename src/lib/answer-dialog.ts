import { failureReason } from './api-errors';
import { errorDialog, successDialog } from './dialogs';

/** How long the dialog that says an action went through stays. */
export const DONE_DIALOG_MS = 4000;

/**
 * The dialog after an admin's action: the server's words under `done` when it went through, or
 * why not under `failed`, in the one error vocabulary (failureReason).
 */
export function answerDialog(
  said: string | undefined,
  error: unknown,
  titles: { done: string; failed: string },
): void {
  if (error !== undefined || said === undefined) void errorDialog(titles.failed, failureReason(error));
  else void successDialog(titles.done, said, DONE_DIALOG_MS);
}
