import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AdminFormLoading } from '@/components/admin-form';
import { isNotFound } from '@/lib/api-errors';
import type { RecordUpload } from '@/lib/record-api';
import { formValuesOf, type RecordValues } from './record-fields';
import { RecordForm, type RecordFormDeclaration, type RecordFormTexts } from './record-form';

/** A mutation hook as RTK Query makes it: a trigger whose call can be unwrapped. */
type MutationHook<A> = () => readonly [(arg: A) => { unwrap: () => Promise<unknown> }, ...unknown[]];

/** The read-one query hook of the edit form: `null` when the server's list is empty. */
type ReadOneHook<R> = (
  id: string,
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => {
  data?: R | null | undefined;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  error?: unknown;
};

/** What one record type's create and edit pages declare: its form, its words, its calls. */
export interface RecordFormPagesDeclaration<R extends { _id: string } & RecordValues<N>, N extends string> {
  form: RecordFormDeclaration<N>;
  /** The record's picture now, for the edit form; none for a record without one. */
  imageOf?: (record: R) => string | undefined;
  create: RecordFormTexts;
  edit: RecordFormTexts;
  /** Logged when the record to edit is not there, or could not be read; nothing else is shown. */
  notFoundLog: string;
  loadFailureLog: string;
  useCreate: MutationHook<RecordUpload>;
  useUpdate: MutationHook<RecordUpload & { id: string }>;
  useReadOne: ReadOneHook<R>;
}

/** The create page: the empty form, posted to the collection. */
export function CreateRecordPage<R extends { _id: string } & RecordValues<N>, N extends string>({
  declaration,
}: {
  declaration: RecordFormPagesDeclaration<R, N>;
}) {
  const [create] = declaration.useCreate();
  return (
    <RecordForm
      declaration={declaration.form}
      texts={declaration.create}
      initialValues={formValuesOf(declaration.form.rows)}
      draftFor="new"
      save={(body, onUploadProgress) => create({ body, onUploadProgress }).unwrap()}
    />
  );
}

/**
 * The edit page (…/edit/:id): the form pre-filled from the record. A failed or empty load is only
 * logged, as on the original site, and the form stays empty.
 */
export function EditRecordPage<R extends { _id: string } & RecordValues<N>, N extends string>({
  declaration,
}: {
  declaration: RecordFormPagesDeclaration<R, N>;
}) {
  const { id = '' } = useParams();
  const [update] = declaration.useUpdate();
  const { data, isLoading, isSuccess, isError, error } = declaration.useReadOne(id, {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  const { notFoundLog, loadFailureLog } = declaration;

  useEffect(() => {
    if ((isSuccess && data === null) || (isError && isNotFound(error))) console.error(notFoundLog);
    else if (isError) console.error(loadFailureLog, error);
  }, [isSuccess, isError, data, error, notFoundLog, loadFailureLog]);

  if (isLoading) {
    return <AdminFormLoading />;
  }

  const record = data ?? null;
  return (
    <RecordForm
      // A record that arrives later (or another id) starts the form afresh.
      key={record?._id ?? 'none'}
      declaration={declaration.form}
      texts={declaration.edit}
      initialValues={formValuesOf(declaration.form.rows, record ?? undefined)}
      currentImageUrl={record ? declaration.imageOf?.(record) : undefined}
      draftFor={id}
      save={(body, onUploadProgress) => update({ id, body, onUploadProgress }).unwrap()}
    />
  );
}
