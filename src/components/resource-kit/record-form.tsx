import { Fragment } from 'react';
import { AdminForm, AdminFormRow } from '@/components/admin-form';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { ImageField } from '@/components/image-field';
import { MarkdownText } from '@/components/markdown-text';
import { useAdminForm, type SaveRecord } from '@/hooks/use-admin-form';
import {
  checkFields,
  fieldsOf,
  sentBody,
  type FieldRow,
  type FormValues,
  type RecordField,
} from './record-fields';
import './record-form.css';

/** What one record type's create/edit form declares; the kit does the rest. */
export interface RecordFormDeclaration<N extends string> {
  /** Prefix of the controls' ids, e.g. 'meeting' gives 'meeting-title'. */
  idPrefix: string;
  /** The fields in the order they appear, each with its checks. */
  rows: readonly FieldRow<N>[];
  /** The multipart part the chosen image travels in ('meetingImage'); a record without a picture has none. */
  imagePart?: string;
  /** The section's list: where Cancel leads and where a save ends. */
  listHref: string;
  /** Under the success popup's title, e.g. 'Redirecting to your meetings...'. */
  successText: string;
}

/** The words of one form, create or edit: its heading, its button and its popups' titles. */
export interface RecordFormTexts {
  heading: string;
  submitLabel: string;
  successTitle: string;
  failureTitle: string;
}

/**
 * A select whose choices come from the server (loaded-select): the value it has is kept among
 * them while they load, or if it is no longer one of them.
 */
function LoadedSelect({
  common,
  useOptions,
  prompt,
  onChange,
}: {
  common: FieldControlProps & { name: string; value: string };
  useOptions: () => readonly string[] | undefined;
  prompt: string;
  onChange: (value: string) => void;
}) {
  const loaded = useOptions();
  const options = loaded ?? [];
  const shown = common.value && !options.includes(common.value) ? [common.value, ...options] : options;
  return (
    <select {...common} aria-busy={loaded === undefined} onChange={(event) => onChange(event.target.value)}>
      <option value="">{prompt}</option>
      {shown.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

function Control<N extends string>({
  field,
  value,
  onChange,
  props,
}: {
  field: RecordField<N>;
  value: string;
  onChange: (value: string) => void;
  props: FieldControlProps;
}) {
  const common = { ...props, name: field.name, value };
  const control = field.control;
  switch (control.kind) {
    case 'textarea':
    case 'markdown':
      return (
        <textarea
          {...common}
          rows={control.rows}
          maxLength={control.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{control.prompt}</option>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'loaded-select':
      return (
        <LoadedSelect
          common={common}
          useOptions={control.useOptions}
          prompt={control.prompt}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode={control.integer === true ? 'numeric' : 'decimal'}
          step={control.integer === true ? 1 : 'any'}
          min={control.min ?? 0}
          max={control.max}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'datetime':
      return <input {...common} type="datetime-local" onChange={(event) => onChange(event.target.value)} />;
    case 'date':
    case 'text':
      return (
        <input
          {...common}
          type={control.kind}
          maxLength={control.kind === 'text' ? control.maxLength : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/**
 * The number and date-time fields whose text the browser could not read ("1e", a date with no
 * time): their value is then empty, which must not pass for a field left empty (an optional one
 * would be cleared), so each gets its field's message.
 */
function unreadableInputs<N extends string>(
  rows: readonly FieldRow<N>[],
  fieldId: (name: N) => string,
): Partial<Record<N, string>> {
  const found: Partial<Record<N, string>> = {};
  for (const { name, control } of fieldsOf(rows)) {
    if (control.kind !== 'number' && control.kind !== 'datetime') continue;
    const input = document.getElementById(fieldId(name));
    if (input instanceof HTMLInputElement && input.validity.badInput) found[name] = control.invalid;
  }
  return found;
}

/**
 * A Markdown field's text as visitors will see it, redrawn as it is typed. Its links do not leave
 * the form (what is typed would be lost); those that open a new tab still do.
 */
function MarkdownPreview({ id, source }: { id: string; source: string }) {
  const labelId = `${id}-preview-label`;
  return (
    <section className="record-form__preview" aria-labelledby={labelId}>
      <p id={labelId} className="record-form__preview-label">
        Preview
      </p>
      <div
        className="record-form__preview-body"
        onClickCapture={(event) => {
          const link = event.target instanceof Element ? event.target.closest('a') : null;
          if (link && link.target !== '_blank') event.preventDefault();
        }}
      >
        {source.trim() ? (
          <MarkdownText source={source} />
        ) : (
          <p className="record-form__preview-empty">Nothing to preview yet.</p>
        )}
      </div>
    </section>
  );
}

export interface RecordFormProps<N extends string> {
  declaration: RecordFormDeclaration<N>;
  texts: RecordFormTexts;
  initialValues: FormValues<N>;
  /** The record's image now (edit). */
  currentImageUrl?: string | undefined;
  save: SaveRecord;
  /** Which record the form is for ('new' on the create screen): names its draft. */
  draftFor: string;
}

/** Create and edit a record: checks the fields here, sends only the filled ones, then goes to the list. */
export function RecordForm<N extends string>({
  declaration,
  texts,
  initialValues,
  currentImageUrl,
  save,
  draftFor,
}: RecordFormProps<N>) {
  const { idPrefix, rows, imagePart, listHref } = declaration;
  const fieldId = (name: N) => `${idPrefix}-${name}`;
  const form = useAdminForm({
    initialValues,
    fields: fieldsOf(rows).map((field) => field.name),
    validate: (values) => ({ ...checkFields(rows, values), ...unreadableInputs(rows, fieldId) }),
    fieldId,
    imagePart,
    save: (body, onUploadProgress) => save(sentBody(rows, body), onUploadProgress),
    draftKey: `${idPrefix}:${draftFor}`,
    successTitle: texts.successTitle,
    successText: declaration.successText,
    failureTitle: texts.failureTitle,
    redirectTo: listHref,
  });

  const renderControl = (field: RecordField<N>) => (
    <FormField
      key={field.name}
      id={fieldId(field.name)}
      label={field.label}
      required={field.required !== undefined}
      hint={field.hint}
      error={form.errors[field.name]}
    >
      {(props) => (
        <Control
          field={field}
          value={form.values[field.name]}
          onChange={(value) => form.change(field.name, value)}
          props={props}
        />
      )}
    </FormField>
  );

  const renderField = (field: RecordField<N>) =>
    field.control.kind === 'markdown' ? (
      <Fragment key={field.name}>
        {renderControl(field)}
        <MarkdownPreview id={fieldId(field.name)} source={form.values[field.name]} />
      </Fragment>
    ) : (
      renderControl(field)
    );

  return (
    <AdminForm heading={texts.heading} submitLabel={texts.submitLabel} cancelTo={listHref} form={form}>
      {rows.map((row) =>
        'name' in row ? (
          renderField(row)
        ) : (
          <AdminFormRow key={row.map((field) => field.name).join('+')}>{row.map(renderField)}</AdminFormRow>
        ),
      )}
      {imagePart !== undefined && (
        <ImageField
          label="Image"
          name={imagePart}
          currentUrl={currentImageUrl}
          file={form.image}
          onFileChange={form.setImage}
          progress={form.progress}
          currentRemoved={form.imageRemoved}
          onCurrentRemovedChange={form.setImageRemoved}
        />
      )}
    </AdminForm>
  );
}
