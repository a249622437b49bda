import type { ReactNode } from 'react';
import { errorMessage, type ApiError } from '@/lib/api-errors';
import './meetings-state.css';

interface MeetingsStateProps {
  /** 'alert' is read out at once, 'status' when the reader is idle; a plain fact needs neither. */
  role?: 'alert' | 'status';
  /** Shown in the error colour. */
  error?: boolean;
  children: ReactNode;
}

/** The one sentence a meetings page shows where its meetings would be. */
export function MeetingsState({ role, error = false, children }: MeetingsStateProps) {
  return (
    <p className={error ? 'meetings-state meetings-state--error' : 'meetings-state'} role={role}>
      {children}
    </p>
  );
}

interface MeetingsOrStateProps<T> {
  isError: boolean;
  error: ApiError | undefined;
  /** Undefined until they have loaded. */
  meetings: readonly T[] | undefined;
  children: (meetings: readonly T[]) => ReactNode;
}

/** The meetings once there are some to show; until then the error, 'Loading...' or 'No meetings found.' */
export function MeetingsOrState<T>({ isError, error, meetings, children }: MeetingsOrStateProps<T>) {
  if (isError) {
    return (
      <MeetingsState role="alert" error>
        Error: {errorMessage(error)}
      </MeetingsState>
    );
  }
  if (!meetings) return <MeetingsState role="status">Loading...</MeetingsState>;
  if (meetings.length === 0) return <MeetingsState>No meetings found.</MeetingsState>;
  return children(meetings);
}
