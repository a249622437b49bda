import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/form-field';
import { ImageField } from '@/components/image-field';
import { paths } from '@/config/paths';
import { LIMITS, MEETING_CATEGORIES } from '@/contract';
import { useAdminSave } from '@/hooks/use-admin-save';
import { toFormData } from '@/lib/form-data';
import {
  MEETING_FIELDS,
  validateMeeting,
  type MeetingField,
  type MeetingFormErrors,
  type MeetingFormValues,
} from './meeting-form-values';
import './meeting-form.css';

/** Sends the multipart body; resolves once the server accepted it, rejects with its error. */
export type SaveMeeting = (body: FormData, onUploadProgress: (percent: number) => void) => Promise<unknown>;

export interface MeetingFormProps {
  heading: string;
  initialValues: MeetingFormValues;
  /** The meeting's image now (edit). */
  currentImageUrl?: string | undefined;
  submitLabel: string;
  /** Popup titles (spec point 8). */
  successTitle: string;
  failureTitle: string;
  save: SaveMeeting;
}

const fieldId = (field: MeetingField) => `meeting-${field}`;

/** Create and edit a meeting: checks the fields here, sends only the filled ones, then goes to the list. */
export function MeetingForm({
  heading,
  initialValues,
  currentImageUrl,
  submitLabel,
  successTitle,
  failureTitle,
  save,
}: MeetingFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<MeetingFormErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const {
    sending,
    progress,
    serverReason,
    save: send,
  } = useAdminSave({
    successTitle,
    successText: 'Redirecting to your meetings...',
    failureTitle,
    redirectTo: paths.admin.meetingsManage,
  });

  function change(field: MeetingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateMeeting(values);
    setErrors(found);
    const firstProblem = MEETING_FIELDS.find((field) => found[field]);
    if (firstProblem) {
      document.getElementById(fieldId(firstProblem))?.focus();
      return;
    }
    // Everything typed stays in the form whatever the answer, so a failure can be corrected.
    const body = toFormData({ ...values, meetingImage: image });
    void send((onUploadProgress) => save(body, onUploadProgress), image !== null);
  }

  const hasErrors = MEETING_FIELDS.some((field) => errors[field]);

  return (
    <section className="meeting-form" aria-labelledby="meeting-form-title">
      <h1 id="meeting-form-title" className="meeting-form__title">
        {heading}
      </h1>
      <p className="meeting-form__note">Fields marked * are required.</p>
      <form className="meeting-form__card" noValidate onSubmit={onSubmit}>
        <FormField id={fieldId('title')} label="Title" required error={errors.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              type="text"
              maxLength={LIMITS.shortText}
              value={values.title}
              onChange={(event) => change('title', event.target.value)}
            />
          )}
        </FormField>

        <FormField id={fieldId('description')} label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={5}
              maxLength={LIMITS.longText}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </FormField>

        <div className="meeting-form__row">
          <FormField
            id={fieldId('price')}
            label="Price"
            required
            hint="In dollars, e.g. 25"
            error={errors.price}
          >
            {(control) => (
              <input
                {...control}
                name="price"
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                value={values.price}
                onChange={(event) => change('price', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={fieldId('date')} label="Date" required error={errors.date}>
            {(control) => (
              <input
                {...control}
                name="date"
                type="date"
                value={values.date}
                onChange={(event) => change('date', event.target.value)}
              />
            )}
          </FormField>
        </div>

        <div className="meeting-form__row">
          <FormField
            id={fieldId('hours')}
            label="Hours"
            required
            hint="e.g. Mon-Fri 09:00-12:00"
            error={errors.hours}
          >
            {(control) => (
              <input
                {...control}
                name="hours"
                type="text"
                maxLength={LIMITS.shortText}
                value={values.hours}
                onChange={(event) => change('hours', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={fieldId('location')} label="Location" required error={errors.location}>
            {(control) => (
              <input
                {...control}
                name="location"
                type="text"
                maxLength={LIMITS.mediumText}
                value={values.location}
                onChange={(event) => change('location', event.target.value)}
              />
            )}
          </FormField>
        </div>

        <FormField
          id={fieldId('bookNow')}
          label="Book Now"
          required
          hint="How visitors book a seat, shown under “Book Now” on the meeting's page"
          error={errors.bookNow}
        >
          {(control) => (
            <textarea
              {...control}
              name="bookNow"
              rows={3}
              maxLength={LIMITS.longText}
              value={values.bookNow}
              onChange={(event) => change('bookNow', event.target.value)}
            />
          )}
        </FormField>

        <FormField id={fieldId('category')} label="Category" required error={errors.category}>
          {(control) => (
            <select
              {...control}
              name="category"
              value={values.category}
              onChange={(event) => change('category', event.target.value)}
            >
              <option value="">Select a category</option>
              {MEETING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <ImageField
          label="Image"
          name="meetingImage"
          currentUrl={currentImageUrl}
          file={image}
          onFileChange={setImage}
          progress={progress}
        />

        {hasErrors && (
          <p className="status-line status-line--error" role="alert">
            Some fields need your attention: see the messages above.
          </p>
        )}
        {serverReason && (
          <p className="status-line status-line--error" role="alert">
            Not saved: {serverReason}
          </p>
        )}

        <div className="meeting-form__actions">
          <button className="btn btn--red" type="submit" disabled={sending}>
            {sending ? 'Saving...' : submitLabel}
          </button>
          <Link className="btn btn--ghost" to={paths.admin.meetingsManage}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
