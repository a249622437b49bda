import type { ReactNode } from 'react';
import './status-badge.css';

/** What a status means to the reader: done, waiting its turn, gone wrong, or no longer in play. */
export type StatusTone = 'good' | 'waiting' | 'bad' | 'muted';

/** A short status in a coloured pill ("Confirmed", "Waiting list #3", "Failed"); its words say it all, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
