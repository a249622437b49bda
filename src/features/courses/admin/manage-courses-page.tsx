import { useEffect, useRef, useState } from 'react';
import { AdminListPage } from '@/components/admin-list-page';
import { AdminTable, RowActions } from '@/components/admin-table';
import { Pager } from '@/components/pager';
import { Thumbnail } from '@/components/thumbnail';
import { MISSING_VALUE, UNTITLED } from '@/config/constants';
import { paths } from '@/config/paths';
import { MAX_RATING } from '@/contract';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { excerpt } from '@/utils/excerpt';
import { useDeleteCourseMutation, useGetAdminCoursesQuery, type CourseRecord } from '../courses-api';
import './manage-courses-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_COURSES = 'No courses available';

const COLUMNS = ['Image', 'Title', 'Description', 'Price', 'Rating', 'Actions'] as const;

const LINKS = [
  { to: paths.admin.coursesCreate, label: 'Create New Course' },
  { to: paths.admin.courses, label: 'Back to Course Section' },
];

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';

/** The rating as a number beside one filled star. */
function Rating({ value }: { value: number }) {
  return (
    <span className="manage-courses__rating">
      <svg
        className="manage-courses__star"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STAR} />
      </svg>
      {value}
      <span className="visually-hidden"> out of {MAX_RATING}</span>
    </span>
  );
}

interface RowProps {
  course: CourseRecord;
  deleting: boolean;
  onDelete: (course: CourseRecord) => void;
}

/** A value that did not come back as expected shows as a dash; the row stays, to edit or delete it. */
function CourseRow({ course, deleting, onDelete }: RowProps) {
  const title = course.title ?? UNTITLED;
  return (
    <tr>
      <td>
        <Thumbnail key={course.courseImage} src={course.courseImage ?? ''} />
      </td>
      <th scope="row" className="manage-courses__title">
        {title}
      </th>
      <td>
        <p className="manage-courses__description">{excerpt(course.description ?? '')}</p>
      </td>
      {/* As stored, like the public page (spec point 2: 'price as is'). */}
      <td>{course.price ?? MISSING_VALUE}</td>
      <td>{course.rating === undefined ? MISSING_VALUE : <Rating value={course.rating} />}</td>
      <td>
        <RowActions
          name={title}
          editTo={paths.admin.coursesEdit.href(course._id)}
          deleting={deleting}
          onDelete={() => onDelete(course)}
        />
      </td>
    </tr>
  );
}

/**
 * /admin/courses/managecourses: every course with Edit and Delete. Spec point 8: a failed load or
 * delete is only logged; a row goes only once the server has deleted it.
 */
export function ManageCoursesPage() {
  const [page, setPage] = useState(1);
  const table = useRef<HTMLDivElement>(null);
  const { data, isLoading, isFetching, isError, error } = useGetAdminCoursesQuery(
    { page },
    // Another admin may have changed the list since this one last looked.
    { refetchOnMountOrArgChange: true },
  );
  const [deleteCourse] = useDeleteCourseMutation();
  const { deletingId, requestDelete } = useConfirmedDelete<CourseRecord>({
    question: 'Delete this course?',
    consequence: (course) =>
      `“${course.title ?? UNTITLED}” will be removed from the website. This cannot be undone.`,
    remove: (id) => deleteCourse(id).unwrap(),
    failureLog: 'Failed to delete course',
    // The button pressed is gone with its row; keep the keyboard in the table.
    onDeleted: () => table.current?.focus(),
  });

  useEffect(() => {
    if (isError) console.error('Failed to fetch courses', error);
  }, [isError, error]);

  const courses = data?.courses ?? [];

  return (
    <AdminListPage
      title="Manage Courses"
      total={data && `Total Courses: ${data.totalCourses}`}
      links={LINKS}
      linksLabel="Courses section"
    >
      <AdminTable
        ref={table}
        caption="Every course, best rated first"
        columns={COLUMNS}
        isEmpty={courses.length === 0}
        isLoading={isLoading}
        isBusy={isFetching}
        emptyText={NO_COURSES}
      >
        {courses.map((course) => (
          <CourseRow
            key={course._id}
            course={course}
            deleting={deletingId === course._id}
            onDelete={requestDelete}
          />
        ))}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Courses pages" />
    </AdminListPage>
  );
}
