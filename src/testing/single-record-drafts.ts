import { act, cleanup, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorDialog, successDialog, unsentDialog } from '@/lib/dialogs';
import { expectDialog } from './dialog-expectations';
import type { FakeRequest, FakeServer } from './fake-api';

type User = ReturnType<typeof userEvent.setup>;

/** A screen of the admin kit's single-record form (resource-kit/single-record-form), as its drafts' tests see it. */
export interface SingleRecordScreen {
  /** What the screen edits, as the tests' names say it: 'settings', 'texts'. */
  what: string;
  saveLabel: string;
  failureTitle: string;
  success: readonly [title: string, text: string];
  /** The fake server with the stored record (lib/dialogs is mocked by the test file). */
  server: () => FakeServer;
  /** Shows the screen; the tests wait for its form. */
  render: () => RenderResult | Promise<RenderResult>;
  /** Changes a text and a list's items. */
  change: (user: User) => Promise<void>;
  /** The change is in the form. */
  expectChanged: () => void;
  /** What else a restored draft shows, or leaves out, beyond the change. */
  expectRestored: () => void;
  /** The form shows the stored record, without the change. */
  expectStored: () => void;
  /** What a save of the change sends, in part. */
  sent: object;
  /** A text field's label, edited once more after a save. */
  textField: string;
}

const UNSENT =
  "Not saved: can't reach localhost:3000 (there is no connection to it). Your changes are kept as a draft.";
const RESTORED = /^Restored an unsaved draft from \d{1,2}:\d{2}/;

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

/**
 * A single-record screen's save that cannot reach the server: it says why, keeps the form as a
 * draft the next opening restores, and sends it again; Discard draft puts back what is stored.
 * The test file mocks lib/dialogs, installs a fresh draft store before each test, and has
 * unsentDialog resolve false unless a test says otherwise.
 */
export function describeUnsentSave(record: SingleRecordScreen) {
  const save = () => screen.getByRole('button', { name: record.saveLabel });
  const open = async () => {
    const rendered = await record.render();
    await screen.findByRole('button', { name: record.saveLabel });
    return rendered;
  };
  const expectSaved = () => expectDialog(successDialog, ...record.success, 1000);

  describe('a save that cannot reach the server', () => {
    it(`says why, keeps the ${record.what} as a draft that the next opening restores, and Send again saves it and forgets it`, async () => {
      const server = record.server();
      server.reachable = false;
      const user = userEvent.setup();
      const first = await open();
      await record.change(user);
      await user.click(save());

      await expectDialog(unsentDialog, record.failureTitle, UNSENT, 'Send again');
      expect(screen.getByRole('alert')).toHaveTextContent(UNSENT);
      expect(errorDialog).not.toHaveBeenCalled();
      record.expectChanged();
      expect(save()).toBeEnabled();

      // The app starts again: the form opens with the draft, its lists as they were typed.
      first.unmount();
      await open();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      record.expectChanged();
      record.expectRestored();

      server.reachable = true;
      await user.click(screen.getByRole('button', { name: 'Send again' }));
      await expectSaved();
      const sent = puts(server.requests);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual(sent[0]?.body);
      expect(sent[1]?.body).toMatchObject(record.sent);
      await waitFor(() => expect(screen.queryByText(RESTORED)).not.toBeInTheDocument());

      // Saved: the next opening shows what is stored, with no draft.
      cleanup();
      await open();
      record.expectChanged();
      await act(() => Promise.resolve());
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
    });

    it("sends again from the popup's Send again", async () => {
      const server = record.server();
      server.reachable = false;
      vi.mocked(unsentDialog).mockImplementation(() => {
        server.reachable = true;
        return Promise.resolve(true);
      });
      const user = userEvent.setup();
      await open();
      await record.change(user);
      await user.click(save());
      await expectSaved();
      expect(puts(server.requests)).toHaveLength(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it(`Discard draft puts back the stored ${record.what} and the draft does not come back`, async () => {
      record.server().reachable = false;
      const user = userEvent.setup();
      const first = await open();
      await record.change(user);
      await user.click(save());
      await waitFor(() => expect(unsentDialog).toHaveBeenCalled());
      first.unmount();

      await open();
      await screen.findByText(RESTORED);
      await user.click(screen.getByRole('button', { name: 'Discard draft' }));
      record.expectStored();
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();

      cleanup();
      await open();
      await act(() => Promise.resolve());
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
    });

    it('Discard draft right after the failure clears the notice too', async () => {
      record.server().reachable = false;
      const user = userEvent.setup();
      await open();
      await record.change(user);
      await user.click(save());
      expect(await screen.findByRole('alert')).toHaveTextContent(UNSENT);
      await user.click(screen.getByRole('button', { name: 'Discard draft' }));
      expect(screen.queryByText(UNSENT)).not.toBeInTheDocument();
      record.expectStored();
    });

    it(`Discard draft after a save puts back the ${record.what} saved, not those the form opened with`, async () => {
      const server = record.server();
      const user = userEvent.setup();
      await open();
      await record.change(user);
      await user.click(save());
      await expectSaved();

      server.reachable = false;
      const field = screen.getByLabelText(record.textField);
      if (!(field instanceof HTMLInputElement)) throw new Error(`${record.textField}: not a one-line text`);
      const saved = field.value;
      await user.type(field, ' again');
      await user.click(save());
      expect(await screen.findByRole('alert')).toHaveTextContent(UNSENT);
      await user.click(screen.getByRole('button', { name: 'Discard draft' }));
      expect(screen.getByLabelText(record.textField)).toHaveValue(saved);
      record.expectChanged();
    });
  });
}
