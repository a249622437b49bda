import { AdminForm, AdminFormRow } from '@/components/admin-form';
import { FormField } from '@/components/form-field';
import { ImageField } from '@/components/image-field';
import { paths } from '@/config/paths';
import { LIMITS, MEETING_CATEGORIES } from '@/contract';
import { useAdminForm, type SaveRecord } from '@/hooks/use-admin-form';
import {
  MEETING_FIELDS,
  validateMeeting,
  type MeetingField,
  type MeetingFormValues,
} from './meeting-form-values';

export interface MeetingFormProps {
  heading: string;
  initialValues: MeetingFormValues;
  /** The meeting's image now (edit). */
  currentImageUrl?: string | undefined;
  submitLabel: string;
  /** Popup titles (spec point 8). */
  successTitle: string;
  failureTitle: string;
  save: SaveRecord;
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
  const form = useAdminForm({
    initialValues,
    fields: MEETING_FIELDS,
    validate: validateMeeting,
    fieldId,
    imagePart: 'meetingImage',
    save,
    successTitle,
    successText: 'Redirecting to your meetings...',
    failureTitle,
    redirectTo: paths.admin.meetingsManage,
  });
  const { values, errors, change } = form;

  return (
    <AdminForm
      heading={heading}
      onSubmit={form.onSubmit}
      sending={form.sending}
      submitLabel={submitLabel}
      cancelTo={paths.admin.meetingsManage}
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
      </AdminFormRow>

      <AdminFormRow>
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
      </AdminFormRow>

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
        file={form.image}
        onFileChange={form.setImage}
        progress={form.progress}
      />
    </AdminForm>
  );
}
