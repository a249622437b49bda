import { useEffect, useState } from 'react';
import { island } from '@/lib/islands';

/** How long "Copied" stays beside the button. */
const COPIED_MS = 3000;

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * "Copy link": the feed's https address on the clipboard, for a calendar that subscribes by
 * address (a pasted URL). Where the clipboard refuses (an old browser, a page not served over
 * https), the address is shown selected, to copy by hand.
 */
export function CopyFeedLink({ address }: { address: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="calendar-links__copy">
      <button
        type="button"
        className="calendar-links__link calendar-links__button"
        onClick={() => void copy()}
      >
        Copy link
      </button>
      <span role="status" className="calendar-links__copied">
        {outcome === 'copied' ? 'Copied' : ''}
      </span>
      {outcome === 'failed' && (
        <input
          className="calendar-links__address"
          readOnly
          value={address}
          aria-label="The calendar's address, to copy"
          ref={(input) => input?.select()}
        />
      )}
    </span>
  );
}

/**
 * The button as the server-drawn list brings it to life; its code comes only then (lazyIsland in
 * app/islands/pages/meetings.ts), so the script the pages share does not carry it.
 */
export const copyFeedLinkIsland = island('copy-feed-link', CopyFeedLink);
