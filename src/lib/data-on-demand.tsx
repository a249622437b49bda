import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createContext, use, useCallback, type ReactNode } from 'react';
import type { ApiError } from './api-errors';

/**
 * The data layer (lib/base-api.ts) for a screen that writes only when the visitor acts: the
 * top bar's logout, the home page's contact form. Such a screen is an island without the data
 * layer (lib/islands.tsx): what it shows comes as props, so a page that nobody acts on runs no
 * data layer at all. Its write's endpoint module, and the page's store with it, load when the
 * visitor first acts; where a store is there already (the admin area, the desktop app, a data
 * island's page), the write runs on it at once.
 */

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Gives the page's store (its dispatch), making it first where it is made on demand. */
export type LoadStore = () => Promise<Dispatch>;

const StoreOnDemand = createContext<LoadStore | null>(null);

export function StoreOnDemandProvider({ load, children }: { load: LoadStore; children: ReactNode }) {
  return <StoreOnDemand value={load}>{children}</StoreOnDemand>;
}

/**
 * A mutation endpoint of the data layer, as its module exports it (`api.endpoints.name`); `Answer`
 * is RTK Query's result, `{ data }` or `{ error }`.
 */
export interface WriteEndpoint<Args, Answer> {
  initiate: (
    args: Args,
  ) => ThunkAction<PromiseLike<Answer> & { reset: () => void }, unknown, unknown, UnknownAction>;
}

/** What a write answers when its code could not come: it never went out. */
export interface Unsent {
  data?: undefined;
  error: ApiError;
}

/**
 * `endpoint`'s write, as a function of its arguments: the first call loads the endpoint's module
 * and the page's store. Each answer is handed back and then forgotten (a write's entry in the
 * store is of no use once its screen has its answer).
 */
export function useWriteOnDemand<Args, Answer>(
  endpoint: () => Promise<WriteEndpoint<Args, Answer>>,
): (args: Args) => Promise<Answer | Unsent> {
  const loadStore = use(StoreOnDemand);
  if (!loadStore) throw new Error('A screen that writes on demand needs a StoreOnDemandProvider above it');
  return useCallback(
    async (args: Args) => {
      try {
        const [dispatch, { initiate }] = await Promise.all([loadStore(), endpoint()]);
        const sent = dispatch(initiate(args));
        const answer = await sent;
        sent.reset();
        return answer;
      } catch (error) {
        // The code could not come (the connection dropped): the write did not go out.
        const unsent: Unsent = {
          error: {
            status: 0,
            message: error instanceof Error ? error.message : String(error),
            fromServer: false,
          },
        };
        return unsent;
      }
    },
    [loadStore, endpoint],
  );
}
