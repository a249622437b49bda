import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a dialog of lib/dialogs (mocked with vi.fn in the test file) has been opened with
 * exactly these arguments; the arguments are typed as the dialog's own.
 */
export async function expectDialog<Dialog extends (...args: never[]) => unknown>(
  dialog: Dialog,
  ...args: Parameters<Dialog>
): Promise<void> {
  await waitFor(() => expect(dialog).toHaveBeenCalledWith(...args));
}
