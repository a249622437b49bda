import { useEffect } from 'react';
import type { MyRegistration } from '@/contract';
import type { ApiError } from '@/lib/api-errors';
import { usePageData, usePublicQuery } from '@/lib/page-data';
import { useStoredToken } from '@/lib/session';
import { myRegistrations, type MyRegistrationsAnswer } from './registrations-queries';

export interface MyRegistrationsState {
  /** This login's registrations once they have loaded; undefined logged out or while loading. */
  registrations: MyRegistration[] | undefined;
  /** The last ones loaded for this login (shown while the server cannot be reached). */
  last: MyRegistrationsAnswer | undefined;
  /** Why the last read failed; none while a read is under way (it may be an older login's). */
  error: ApiError | undefined;
  isFetching: boolean;
  /** Reads them again now. */
  refetch: () => void;
}

/** The logged-in visitor's registrations, read afresh whenever a screen that shows them appears. */
export function useMyRegistrations(): MyRegistrationsState {
  const token = useStoredToken();
  const { cache } = usePageData();
  // Never asked without a login: the server's HTML, drawn without one, asks nothing either.
  const query = usePublicQuery(myRegistrations, undefined, { skip: token === null, maxAgeMs: 0 });
  const refetch = () => void cache.ensure(myRegistrations, myRegistrations.url(), 0);
  // Another login on this screen (the address is the same for every account) reads them anew.
  useEffect(() => {
    if (token !== null) void cache.ensure(myRegistrations, myRegistrations.url(), 0);
  }, [cache, token]);
  const own = (answer: MyRegistrationsAnswer | undefined) =>
    answer !== undefined && token !== null && answer.token === token ? answer : undefined;
  return {
    registrations: own(query.currentData)?.registrations,
    last: own(query.data),
    error: query.isFetching ? undefined : query.error,
    isFetching: query.isFetching,
    refetch,
  };
}
