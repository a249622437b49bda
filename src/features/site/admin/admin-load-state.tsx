import { AdminFormLoading } from '@/components/admin-form';
import { errorMessage } from '@/lib/api-errors';

interface AdminLoadStateProps {
  heading: string;
  /** Why the load failed; undefined while it is under way. */
  error: { message?: string | undefined } | undefined;
  /** What could not be loaded, as a sentence: 'The settings could not be loaded.' */
  failure: string;
  onRetry: () => void;
}

/** A form's page before its form can show: 'Loading...', or why not with Try again. */
export function AdminLoadState({ heading, error, failure, onRetry }: AdminLoadStateProps) {
  return (
    <section className="admin-form" aria-labelledby="admin-form-title">
      <h1 id="admin-form-title" className="admin-form__title">
        {heading}
      </h1>
      {error === undefined ? (
        <AdminFormLoading />
      ) : (
        <div className="admin-form__state" role="alert">
          <p>
            {failure} {errorMessage(error)}
          </p>
          <button type="button" className="btn btn--red" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
