import type { MyRegistration } from '@/contract';
import { asApiError, type ApiError } from '@/lib/api-errors';
import { useStoredToken } from '@/lib/session';
import { useMyRegistrationsQuery } from './registrations-api';

export interface MyRegistrationsState {
  /** This login's registrations once they have loaded; undefined logged out or while loading. */
  registrations: MyRegistration[] | undefined;
  /** The last ones loaded for this login (shown while the server cannot be reached), and when. */
  last: { registrations: MyRegistration[]; loadedAt: number | undefined } | undefined;
  /** Why the last read failed; none while a read is under way. */
  error: ApiError | undefined;
  isFetching: boolean;
  /** Reads them again now. */
  refetch: () => void;
}

/** The logged-in visitor's registrations, read afresh whenever a screen that shows them appears. */
export function useMyRegistrations(): MyRegistrationsState {
  const token = useStoredToken();
  // Never asked without a login: the server's HTML, drawn without one, asks nothing either.
  const query = useMyRegistrationsQuery(undefined, { skip: token === null, refetchOnMountOrArgChange: true });
  return {
    registrations: query.currentData,
    last: query.data && { registrations: query.data, loadedAt: query.fulfilledTimeStamp },
    error: query.isFetching || query.error === undefined ? undefined : asApiError(query.error),
    isFetching: query.isFetching,
    refetch: () => void (token !== null && query.refetch()),
  };
}
