import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AdminFormLoading } from '@/components/admin-form';
import { isNotFound } from '@/lib/api-errors';
import { useCreateCourseMutation, useGetAdminCourseQuery, useUpdateCourseMutation } from '../courses-api';
import { CourseForm } from './course-form';
import { EMPTY_COURSE, toCourseFormValues } from './course-form-values';

/** /admin/courses/create */
export function CreateCoursePage() {
  const [createCourse] = useCreateCourseMutation();
  return (
    <CourseForm
      heading="Create Course"
      initialValues={EMPTY_COURSE}
      submitLabel="Create Course"
      successTitle="Course Created Successfully"
      failureTitle="Failed to create Course"
      save={(body, onUploadProgress) => createCourse({ body, onUploadProgress }).unwrap()}
    />
  );
}

/**
 * /admin/courses/edit/:id: the form pre-filled from the record. Spec point 8: a failed or empty
 * load is only logged, and the form stays empty.
 */
export function EditCoursePage() {
  const { id = '' } = useParams();
  const [updateCourse] = useUpdateCourseMutation();
  const { data, isLoading, isSuccess, isError, error } = useGetAdminCourseQuery(id, {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if ((isSuccess && data === null) || (isError && isNotFound(error))) console.error('No courses found');
    else if (isError) console.error('Failed to fetch course', error);
  }, [isSuccess, isError, data, error]);

  if (isLoading) {
    return <AdminFormLoading />;
  }

  const course = data ?? null;
  return (
    <CourseForm
      // A record that arrives later (or another id) starts the form afresh.
      key={course?._id ?? 'none'}
      heading="Edit Course"
      initialValues={course ? toCourseFormValues(course) : EMPTY_COURSE}
      currentImageUrl={course?.courseImage}
      submitLabel="Update Course"
      successTitle="Course Updated Successfully"
      failureTitle="Failed to update Courses"
      save={(body, onUploadProgress) => updateCourse({ id, body, onUploadProgress }).unwrap()}
    />
  );
}
