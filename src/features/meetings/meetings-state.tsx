import type { ReactNode } from 'react';
import { PageState } from '@/components/page-state';
import { errorMessage, type ApiError } from '@/lib/api-errors';

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
      <PageState role="alert" error>
        Error: {errorMessage(error)}
      </PageState>
    );
  }
  if (!meetings) return <PageState role="status">Loading...</PageState>;
  if (meetings.length === 0) return <PageState>No meetings found.</PageState>;
  return children(meetings);
}
