import type { ReactNode } from 'react';
import './page-state.css';

interface PageStateProps {
  /** 'alert' is read out at once, 'status' when the reader is idle; a plain fact needs neither. */
  role?: 'alert' | 'status';
  /** Shown in the error colour. */
  error?: boolean;
  children: ReactNode;
}

/** The one sentence a visitors' page shows where its content would be: loading, none, or why not. */
export function PageState({ role, error = false, children }: PageStateProps) {
  return (
    <p className={error ? 'page-state page-state--error' : 'page-state'} role={role}>
      {children}
    </p>
  );
}
