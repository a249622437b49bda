import { AdminForm, AdminFormRow } from '@/components/admin-form';
import { FormField } from '@/components/form-field';
import { ImageField } from '@/components/image-field';
import { paths } from '@/config/paths';
import { LIMITS, MAX_RATING } from '@/contract';
import { useAdminForm, type SaveRecord } from '@/hooks/use-admin-form';
import { COURSE_FIELDS, validateCourse, type CourseField, type CourseFormValues } from './course-form-values';

export interface CourseFormProps {
  heading: string;
  initialValues: CourseFormValues;
  /** The course's image now (edit). */
  currentImageUrl?: string | undefined;
  submitLabel: string;
  /** Popup titles (spec point 8). */
  successTitle: string;
  failureTitle: string;
  save: SaveRecord;
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
  const form = useAdminForm({
    initialValues,
    fields: COURSE_FIELDS,
    validate: validateCourse,
    fieldId,
    imagePart: 'courseImage',
    save,
    successTitle,
    successText: 'Redirecting to your courses...',
    failureTitle,
    redirectTo: paths.admin.coursesManage,
  });
  const { values, errors, change } = form;

  return (
    <AdminForm
      heading={heading}
      onSubmit={form.onSubmit}
      sending={form.sending}
      submitLabel={submitLabel}
      cancelTo={paths.admin.coursesManage}
      hasErrors={form.hasErrors}
      serverReason={form.serverReason}
    >
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

      <AdminFormRow>
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
      </AdminFormRow>

      <ImageField
        label="Image"
        name="courseImage"
        currentUrl={currentImageUrl}
        file={form.image}
        onFileChange={form.setImage}
        progress={form.progress}
      />
    </AdminForm>
  );
}
