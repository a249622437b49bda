import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AdminFormLoading } from '@/components/admin-form';
import { isNotFound } from '@/lib/api-errors';
import { useCreateMeetingMutation, useGetAdminMeetingQuery, useUpdateMeetingMutation } from '../meetings-api';
import { MeetingForm } from './meeting-form';
import { EMPTY_MEETING, toMeetingFormValues } from './meeting-form-values';

/** /admin/meetings/create */
export function CreateMeetingPage() {
  const [createMeeting] = useCreateMeetingMutation();
  return (
    <MeetingForm
      heading="Create Meeting"
      initialValues={EMPTY_MEETING}
      submitLabel="Create Meeting"
      successTitle="Meeting Created Successfully"
      failureTitle="Failed to create Meeting"
      save={(body, onUploadProgress) => createMeeting({ body, onUploadProgress }).unwrap()}
    />
  );
}

/**
 * /admin/meetings/edit/:id: the form pre-filled from the record. Spec point 8: a failed or empty
 * load is only logged, and the form stays empty.
 */
export function EditMeetingPage() {
  const { id = '' } = useParams();
  const [updateMeeting] = useUpdateMeetingMutation();
  const { data, isLoading, isSuccess, isError, error } = useGetAdminMeetingQuery(id, {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if ((isSuccess && data === null) || (isError && isNotFound(error))) console.error('No meetings found');
    else if (isError) console.error('Failed to fetch meeting', error);
  }, [isSuccess, isError, data, error]);

  if (isLoading) {
    return <AdminFormLoading />;
  }

  const meeting = data ?? null;
  return (
    <MeetingForm
      // A record that arrives later (or another id) starts the form afresh.
      key={meeting?._id ?? 'none'}
      heading="Edit Meeting"
      initialValues={meeting ? toMeetingFormValues(meeting) : EMPTY_MEETING}
      currentImageUrl={meeting?.meetingImage}
      submitLabel="Update Meeting"
      successTitle="Meeting Updatad Successfully"
      failureTitle="Failed to update Meeting"
      save={(body, onUploadProgress) => updateMeeting({ id, body, onUploadProgress }).unwrap()}
    />
  );
}
