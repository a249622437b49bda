import { afterEach, beforeEach, vi } from 'vitest';
import { unsentDialog } from '@/lib/dialogs';
import { installDraftStore, memoryDraftStore } from '@/lib/drafts/draft-store';

/**
 * An admin form's tests (their file mocks lib/dialogs): before each, an admin signed in, a fresh
 * draft store (no draft leaks from one test to the next; a restart within a test keeps it) and
 * the unsent popup answered "not now"; after each, the mocks' calls forgotten.
 */
export function setUpAdminFormTests() {
  beforeEach(() => {
    window.localStorage.setItem('token', 'admin-token');
    installDraftStore(memoryDraftStore());
    vi.mocked(unsentDialog).mockResolvedValue(false);
  });
  afterEach(() => {
    vi.clearAllMocks();
  });
}
