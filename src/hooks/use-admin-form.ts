import { useState, type SubmitEvent } from 'react';
import { toFormData } from '@/lib/form-data';
import { useAdminSave, type AdminSaveTexts } from './use-admin-save';

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
}

/**
 * A create/edit form's state and submit: the typed values, each field's message, the chosen
 * image; on submit the fields are checked here, the first wrong one gets the focus, and only the
 * filled fields are sent, with those emptied on purpose sent empty; then the popup and the list,
 * or 'Try Again'.
 */
export function useAdminForm<V extends { [K in keyof V]: string }>({
  initialValues,
  fields,
  validate,
  fieldId,
  imagePart,
  save,
  ...texts
}: AdminFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  // The record's picture taken away (edit): sent as an empty part unless another is chosen.
  const [imageRemoved, setImageRemoved] = useState(false);
  const { sending, progress, serverReason, save: send } = useAdminSave(texts);

  function change(field: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
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
    void send((onUploadProgress) => save(body, onUploadProgress), image !== null);
  }

  const hasErrors = fields.some((field) => errors[field]);

  return {
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
    hasErrors,
  };
}
