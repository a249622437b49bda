import { useId, type ReactNode } from 'react';
import { useAutoRetry } from '@/hooks/use-auto-retry';
import { clockTime, serverHost } from '@/lib/offline/server-name';
import { isUnreachable, unreachableReason } from '@/lib/offline/unreachable';
import './offline-notice.css';

interface RetryProps {
  /** What the server's absence looked like (an ApiError): said in plain words. */
  error: unknown;
  /** A try is under way. */
  retrying: boolean;
  onRetry: () => void;
}

/** "Trying again in 5 s", or that a try is under way; the next try comes by itself. */
function RetryLine({
  retrying,
  onRetry,
  secondsLeft,
}: Omit<RetryProps, 'error'> & { secondsLeft: number | null }) {
  return (
    <div className="offline-notice__retry">
      <span className="offline-notice__countdown" aria-live="polite">
        {retrying ? 'Trying again…' : secondsLeft !== null ? `Trying again in ${secondsLeft} s` : ''}
      </span>
      <button type="button" className="btn btn--ghost" disabled={retrying} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * A list whose server cannot be reached: what was last loaded stays on screen, marked with when
 * it was loaded, and the list is asked for again by itself (network back, back-off timer) or on
 * Retry. Every admin list shows this one banner.
 */
export function OfflineBanner({
  error,
  retrying,
  onRetry,
  loadedAt,
}: RetryProps & { loadedAt?: number | undefined }) {
  const secondsLeft = useAutoRetry(true, retrying, onRetry);
  return (
    <div className="notice-strip notice-strip--warning offline-notice offline-notice--banner" role="status">
      <p className="offline-notice__text">
        <strong>Offline: can&apos;t reach {serverHost()}</strong> ({unreachableReason(error)}).{' '}
        {loadedAt === undefined
          ? 'Nothing has been loaded yet.'
          : `Showing what was loaded at ${clockTime(loadedAt)}.`}
      </p>
      <RetryLine retrying={retrying} onRetry={onRetry} secondsLeft={secondsLeft} />
    </div>
  );
}

/**
 * The whole window when the admin area cannot start because its server does not answer (not a
 * refusal: nothing was checked). The screens appear by themselves once it answers again.
 */
export function CantReachPage({ error, retrying, onRetry, children }: RetryProps & { children?: ReactNode }) {
  const headingId = useId();
  const secondsLeft = useAutoRetry(true, retrying, onRetry);
  return (
    <main className="offline-notice offline-notice--page" aria-labelledby={headingId}>
      <div className="offline-notice__card">
        <h1 id={headingId}>Can&apos;t reach {serverHost()}</h1>
        <p className="offline-notice__text">
          The admin screens could not start: {unreachableReason(error)}. They appear as soon as the server
          answers again.
        </p>
        <RetryLine retrying={retrying} onRetry={onRetry} secondsLeft={secondsLeft} />
        {children}
      </div>
    </main>
  );
}

/** What LoadProblem reads of a query (RTK Query's hook result has all of it). */
export interface LoadedQuery {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number | undefined;
  refetch: () => unknown;
}

/**
 * What a screen says when its data did not come. No server to ask is not a refusal: what was last
 * loaded stays, marked offline (OfflineBanner). Any other failure is said with `failure`'s words
 * and a Try again; failure is never shown as emptiness.
 */
export function LoadProblem({ query, failure }: { query: LoadedQuery; failure: (error: unknown) => string }) {
  const { isError, isFetching, error, data, fulfilledTimeStamp, refetch } = query;
  if (!isError) return null;
  if (isUnreachable(error)) {
    return (
      <OfflineBanner
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        loadedAt={data === undefined ? undefined : fulfilledTimeStamp}
      />
    );
  }
  return (
    <div className="notice-strip offline-notice__failure" role="alert">
      <p>{failure(error)}</p>
      <button type="button" className="btn btn--ghost" disabled={isFetching} onClick={() => void refetch()}>
        {isFetching ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
