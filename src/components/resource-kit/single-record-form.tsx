import {
  createContext,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type FocusEvent,
  type ReactNode,
  type SetStateAction,
  type SubmitEvent,
} from 'react';
import { AdminForm, AdminFormLoading, type AdminFormState } from '@/components/admin-form';
import { paths } from '@/config/paths';
import { useShownProblems } from '@/hooks/use-shown-problems';
import { useSingleRecordDraft } from '@/hooks/use-single-record-draft';
import { useSingleRecordSave, type SingleRecordSaveTexts } from '@/hooks/use-single-record-save';
import { asApiError, errorMessage } from '@/lib/api-errors';
import type { ValuesCheck } from '@/lib/drafts/draft-store';

/**
 * What a screen that edits the one record of its kind declares (the site's settings, the home
 * page's texts): its words, its read, its draft and its checks. `Fields` is the form as typed;
 * `Sent`, what Save sends and a kept draft holds; `Loaded`, what the read gives.
 */
export interface SingleRecordDeclaration<Fields extends object, Sent, Loaded> extends SingleRecordSaveTexts {
  heading: string;
  submitLabel: string;
  /** What could not be loaded, as a sentence: 'The settings could not be loaded.' */
  loadFailure: string;
  /** The record's read (its query hook), on every visit: the cache is dropped on leaving. */
  useRead: (arg: undefined) => SingleRecordRead<Loaded>;
  /** Names the form's draft: one per screen, as there is one record. */
  draftKey: string;
  /**
   * Whether values read back are a draft this form would send, as the server would check them; one
   * it no longer accepts (kept by an older version of the app) counts as no draft.
   */
  isDraft: ValuesCheck<Sent>;
  /** What Save sends, and a draft keeps, from the fields as typed. */
  sentOf: (fields: Fields) => Sent;
  /** A kept draft back in the fields. */
  fieldsOf: (sent: Sent) => Fields;
  /** Every field's problem, keyed by the field's element id, in the order the fields appear. */
  check: (fields: Fields) => Readonly<Record<string, string>>;
}

/** The record's read as the query hook gives it: no data yet while it loads, or after it failed. */
export interface SingleRecordRead<Loaded> {
  data?: Loaded | undefined;
  /** Why the load failed; undefined while it is under way. */
  error?: { message?: string | undefined } | undefined;
  refetch: () => unknown;
}

/** A record's query hook as the data layer makes it, as far as its form's read needs it. */
type EditedQuery<Loaded> = (
  arg: undefined,
  options: { refetchOnMountOrArgChange: true },
) => {
  data?: Loaded | undefined;
  error?: unknown;
  isFetching: boolean;
  fulfilledTimeStamp?: number | undefined;
  refetch: () => unknown;
};

/**
 * A record's read as its form takes it (a declaration's `useRead`): read again on every visit, and
 * given to the form only once this visit's read has come, since the cache may hold an older answer
 * than what is stored (the page's own, or a visit's before), so the form starts from what is stored.
 */
export function useReadToEdit<Loaded>(useQuery: EditedQuery<Loaded>): SingleRecordRead<Loaded> {
  const [openedAt] = useState(Date.now);
  const query = useQuery(undefined, { refetchOnMountOrArgChange: true });
  const read = (query.fulfilledTimeStamp ?? 0) >= openedAt;
  return {
    data: read ? query.data : undefined,
    error: query.isFetching || query.error === undefined ? undefined : asApiError(query.error),
    refetch: query.refetch,
  };
}

/**
 * The screen: 'Loading...', or why not with Try again, until the record is read; then `form` with
 * what was loaded. The record is read on every visit, so the form starts from what is stored.
 */
export function SingleRecordPage<Loaded>({
  declaration: { heading, loadFailure, useRead },
  form: Form,
}: {
  declaration: Pick<SingleRecordDeclaration<object, unknown, Loaded>, 'heading' | 'loadFailure' | 'useRead'>;
  form: ComponentType<{ loaded: Loaded }>;
}) {
  const { data, error, refetch } = useRead(undefined);
  if (data !== undefined) return <Form loaded={data} />;
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
            {loadFailure} {errorMessage(error)}
          </p>
          <button type="button" className="btn btn--red" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}

export interface SingleRecordFormOptions<Fields extends object, Sent> {
  /** The fields as the record is stored now (the read's cache follows every save). */
  stored: Fields;
  /** Sends what Save sends; resolves with the fields as the record is stored then (the server trims them). */
  send: (sent: Sent) => Promise<Fields>;
  /** Once saved, after the fields show what is stored: e.g. a chosen logo, now sent, is let go. */
  onSaved?: () => void;
}

/** What the screen draws its fields with, and what SingleRecordForm takes. */
export interface SingleRecordFormState<Fields extends object> {
  fields: Fields;
  setFields: Dispatch<SetStateAction<Fields>>;
  /** The setter of one part of the fields: `change('faq')` takes the new list of questions. */
  change: <K extends keyof Fields>(key: K) => (value: Fields[K]) => void;
  frame: SingleRecordFrame;
}

/** The form's frame: its words, Save's and the draft's state, and its fields' messages. */
interface SingleRecordFrame extends AdminFormState {
  heading: string;
  submitLabel: string;
  /** A field left: its message shows from now on. */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  shown: ShownProblem;
}

/** The message to show by a field, by its element id: once it was left, or Save was pressed. */
type ShownProblem = (id: string) => string | undefined;

const ShownProblems = createContext<ShownProblem>(() => undefined);

/** The message a field of a SingleRecordForm shows now (by the field's element id), if any. */
export const useShownProblem = (id: string): string | undefined => useContext(ShownProblems)(id);

/**
 * A single record's form: the fields checked as they are left and on Save, sent at once, the
 * success popup, and the page stays with what is stored. A save that cannot reach the server keeps
 * the fields as a draft, restored the next time the form opens; Discard draft puts back what is
 * stored.
 */
export function useSingleRecordForm<Fields extends object, Sent>(
  declaration: SingleRecordDeclaration<Fields, Sent, unknown>,
  { stored, send, onSaved }: SingleRecordFormOptions<Fields, Sent>,
): SingleRecordFormState<Fields> {
  const { sentOf, fieldsOf } = declaration;
  const [fields, setFields] = useState(stored);
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, serverReason, unsent, save, forgetUnsent } = useSingleRecordSave(declaration);
  const { shown, leave, attempt, reset, hasErrors } = useShownProblems(declaration.check(fields));
  const draft = useSingleRecordDraft({
    draftKey: declaration.draftKey,
    check: declaration.isDraft,
    onRestore: (kept: Sent) => setFields(fieldsOf(kept)),
    formRef,
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press while sending is turned away by save() itself.
    if (!attempt()) return;
    const sent = sentOf(fields);
    void save(() => send(sent), draft.draftOf(sent)).then((saved) => {
      if (!saved) return;
      // The form shows what is stored now; nothing is left to send.
      setFields(saved);
      onSaved?.();
      reset();
    });
  }

  function discardDraft() {
    draft.discardDraft();
    forgetUnsent();
    setFields(stored);
    reset();
  }

  return {
    fields,
    setFields,
    change: (key) => (value) => setFields((now) => ({ ...now, [key]: value })),
    frame: {
      heading: declaration.heading,
      submitLabel: declaration.submitLabel,
      onSubmit,
      onBlur: leave,
      shown,
      discardDraft,
      sending,
      hasErrors,
      serverReason,
      unsent,
      restoredFrom: draft.restoredFrom,
      formRef,
    },
  };
}

/** The form of useSingleRecordForm around the screen's fields; Cancel leads to the dashboard. */
export function SingleRecordForm({ frame, children }: { frame: SingleRecordFrame; children: ReactNode }) {
  return (
    <AdminForm
      heading={frame.heading}
      submitLabel={frame.submitLabel}
      cancelTo={paths.admin.root}
      form={frame}
    >
      <ShownProblems value={frame.shown}>
        <div onBlur={frame.onBlur}>{children}</div>
      </ShownProblems>
    </AdminForm>
  );
}
