import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/form-field';
import { ImageField } from '@/components/image-field';
import { paths } from '@/config/paths';
import { LIMITS, MAX_RATING } from '@/contract';
import { useAdminSave } from '@/hooks/use-admin-save';
import { toFormData } from '@/lib/form-data';
import {
  COURSE_FIELDS,
  validateCourse,
  type CourseField,
  type CourseFormErrors,
  type CourseFormValues,
} from './course-form-values';
import './course-form.css';

/** Sends the multipart body; resolves once the server accepted it, rejects with its error. */
export type SaveCourse = (body: FormData, onUploadProgress: (percent: number) => void) => Promise<unknown>;

export interface CourseFormProps {
  heading: string;
  initialValues: CourseFormValues;
  /** The course's image now (edit). */
  currentImageUrl?: string | undefined;
  submitLabel: string;
  /** Popup titles (spec point 8). */
  successTitle: string;
  failureTitle: string;
  save: SaveCourse;
}

const fieldId = (field: CourseField) => `course-${field}`;

/** Create and edit a course: checks the fields here, sends only the filled ones, then goes to the list. */
export function CourseForm({
  heading,
  initialValues,
  currentImageUrl,
  submitLabel,
  successTitle,
  failureTitle,
  save,
}: CourseFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const {
    sending,
    progress,
    serverReason,
    save: send,
  } = useAdminSave({
    successTitle,
    successText: 'Redirecting to your courses...',
    failureTitle,
    redirectTo: paths.admin.coursesManage,
  });

  function change(field: CourseField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateCourse(values);
    setErrors(found);
    const firstProblem = COURSE_FIELDS.find((field) => found[field]);
    if (firstProblem) {
      document.getElementById(fieldId(firstProblem))?.focus();
      return;
    }
    // Everything typed stays in the form whatever the answer, so a failure can be corrected.
    const body = toFormData({ ...values, courseImage: image });
    void send((onUploadProgress) => save(body, onUploadProgress), image !== null);
  }

  const hasErrors = COURSE_FIELDS.some((field) => errors[field]);

  return (
    <section className="course-form" aria-labelledby="course-form-title">
      <h1 id="course-form-title" className="course-form__title">
        {heading}
      </h1>
      <p className="course-form__note">Fields marked * are required.</p>
      <form className="course-form__card" noValidate onSubmit={onSubmit}>
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

        <div className="course-form__row">
          <FormField
            id={fieldId('price')}
            label="Price"
            required
            hint="Shown as typed, e.g. 160"
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
          <FormField
            id={fieldId('rating')}
            label="Rating"
            required
            hint={`From 0 to ${MAX_RATING} stars, e.g. 4.5`}
            error={errors.rating}
          >
            {(control) => (
              <input
                {...control}
                name="rating"
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                max={MAX_RATING}
                value={values.rating}
                onChange={(event) => change('rating', event.target.value)}
              />
            )}
          </FormField>
        </div>

        <ImageField
          label="Image"
          name="courseImage"
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

        <div className="course-form__actions">
          <button className="btn btn--red" type="submit" disabled={sending}>
            {sending ? 'Saving...' : submitLabel}
          </button>
          <Link className="btn btn--ghost" to={paths.admin.coursesManage}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
