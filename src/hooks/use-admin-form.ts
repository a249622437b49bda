import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { draftStore, type FormDraft } from '@/lib/drafts/draft-store';
import { toFormData } from '@/lib/form-data';
import { useAdminSave, type AdminSaveTexts, type SaveDraft } from './use-admin-save';

/** Sends the multipart body; resolves once the server accepted it, rejects with its error. */
export type SaveRecord = (body: FormData, onUploadProgress: (percent: number) => void) => Promise<unknown>;

export interface AdminFormOptions<V extends { [K in keyof V]: string }> extends AdminSaveTexts {
  initialValues: V;
  /** The fields in the order they appear, so the first one with a problem gets the focus. */
  fields: readonly (keyof V & string)[];
  validate: (values: V) => Partial<Record<keyof V, string>>;
  /** The element id of a field's control. */
  fieldId: (field: keyof V & string) => string;
  /** The multipart part the chosen image travels in ('meetingImage'); none without a picture. */
  imagePart?: string | undefined;
  save: SaveRecord;
  /**
   * Names this form's draft (one per create screen, one per record edited): a save that cannot
   * reach the server keeps the form under it, and the form opens with it again. No drafts without.
   */
  draftKey?: string | undefined;
}

/** A kept draft's values, for this form's fields only (a draft from an older form loses the rest). */
function valuesFrom<V extends { [K in keyof V]: string }>(initial: V, draft: FormDraft): V {
  const values = { ...initial };
  for (const field of Object.keys(initial) as (keyof V & string)[]) {
    const kept = draft.values[field];
    if (kept !== undefined) values[field] = kept as V[typeof field];
  }
  return values;
}

/**
 * A create/edit form's state and submit: the typed values, each field's message, the chosen
 * image; on submit the fields are checked here, the first wrong one gets the focus, and only the
 * filled fields are sent, with those emptied on purpose sent empty; then the popup and the list,
 * or 'Try Again'. A save that cannot reach the server keeps the form as a draft (`draftKey`),
 * restored when the form opens again, until it is sent or discarded.
 */
export function useAdminForm<V extends { [K in keyof V]: string }>({
  initialValues,
  fields,
  validate,
  fieldId,
  imagePart,
  save,
  draftKey,
  ...texts
}: AdminFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  // The record's picture taken away (edit): sent as an empty part unless another is chosen.
  const [imageRemoved, setImageRemoved] = useState(false);
  /** When the draft the form opened with was kept; null when it opened without one. */
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const { sending, progress, serverReason, unsent, save: send } = useAdminSave(texts);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (draftKey === undefined) return undefined;
    let current = true;
    draftStore()
      .read(draftKey)
      .then((draft) => {
        if (!current || draft === null) return;
        setValues(valuesFrom(initialValues, draft));
        setImage(draft.image);
        setImageRemoved(draft.imageRemoved);
        setRestoredFrom(draft.savedAt);
      })
      .catch((error: unknown) => console.error('Could not read the draft', error));
    return () => {
      current = false;
    };
    // The draft is read once, when the form opens; the values it starts from are those of then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  function change(field: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function draftOf(): SaveDraft | undefined {
    if (draftKey === undefined) return undefined;
    const draft: FormDraft = { values: { ...values }, savedAt: Date.now(), image, imageRemoved };
    return {
      keep: () => draftStore().keep(draftKey, draft),
      discard: async () => {
        await draftStore().discard(draftKey);
        setRestoredFrom(null);
      },
      sendAgain: () => formRef.current?.requestSubmit(),
    };
  }

  /** Forgets the draft and puts back what the form opened with (the record, or empty fields). */
  function discardDraft() {
    if (draftKey !== undefined) {
      draftStore()
        .discard(draftKey)
        .catch((error: unknown) => console.error('Could not discard the draft', error));
    }
    setValues(initialValues);
    setErrors({});
    setImage(null);
    setImageRemoved(false);
    setRestoredFrom(null);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstProblem = fields.find((field) => found[field]);
    if (firstProblem) {
      document.getElementById(fieldId(firstProblem))?.focus();
      return;
    }
    // Everything typed stays in the form whatever the answer, so a failure can be corrected.
    const emptied = fields.filter(
      (field) => initialValues[field].trim() !== '' && values[field].trim() === '',
    );
    const cleared =
      imagePart !== undefined && image === null && imageRemoved ? [...emptied, imagePart] : emptied;
    const body = toFormData(imagePart === undefined ? values : { ...values, [imagePart]: image }, cleared);
    void send((onUploadProgress) => save(body, onUploadProgress), image !== null, draftOf());
  }

  const hasErrors = fields.some((field) => errors[field]);

  return {
    formRef,
    values,
    errors,
    image,
    setImage,
    imageRemoved,
    setImageRemoved,
    change,
    onSubmit,
    sending,
    progress,
    serverReason,
    unsent,
    restoredFrom,
    discardDraft,
    hasErrors,
  };
}
