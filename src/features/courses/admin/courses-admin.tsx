import { Price } from '@/components/price';
import {
  imageColumn,
  orMissing,
  removedFromWebsite,
  titleColumn,
  titleOf,
} from '@/components/resource-kit/record-cells';
import {
  CreateRecordPage,
  EditRecordPage,
  type RecordFormPagesDeclaration,
} from '@/components/resource-kit/record-form-pages';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { RecordSectionMenu } from '@/components/resource-kit/record-section-menu';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { paths } from '@/config/paths';
import { MAX_RATING } from '@/contract';
import { excerpt } from '@/utils/excerpt';
import {
  useCreateCourseMutation,
  useDeleteCourseMutation,
  useGetAdminCourseQuery,
  useGetAdminCoursesQuery,
  useUpdateCourseMutation,
  type CourseRecord,
} from '../courses-api';
import { StarIcon } from '../star-rating';
import { COURSE_FIELDS, type CourseField } from './course-fields';
import './courses-admin.css';

// The courses section of the admin area: what differs from any other record's (the kit does the rest).

/** /admin/courses: create a course or manage them all. */
export const CoursesMenuPage = () => (
  <RecordSectionMenu
    title="Welcome to the Course Section"
    create={{
      to: paths.admin.coursesCreate,
      label: 'Create Courses',
      description: 'Add a new course to the website.',
    }}
    manage={{
      to: paths.admin.coursesManage,
      label: 'Manage Courses',
      description: 'See every course and edit or delete it.',
    }}
  />
);

/** The rating as a number beside one filled star. */
function Rating({ value }: { value: number }) {
  return (
    <span className="courses-admin__rating">
      <StarIcon className="courses-admin__star" />
      {value}
      <span className="visually-hidden"> out of {MAX_RATING}</span>
    </span>
  );
}

const COURSES_TABLE: RecordTableDeclaration<CourseRecord> = {
  title: 'Manage Courses',
  caption: 'Every course, best rated first',
  columns: [
    imageColumn((course) => course.courseImage),
    titleColumn(),
    {
      header: 'Description',
      cell: (course) => <p className="courses-admin__description">{excerpt(course.description ?? '')}</p>,
    },
    { header: 'Price', cell: (course) => orMissing(course.price, (value) => <Price value={value} />) },
    { header: 'Rating', cell: (course) => orMissing(course.rating, (value) => <Rating value={value} />) },
  ],
  // Worded as on the original site.
  emptyText: 'No courses available',
  pagerLabel: 'Courses pages',
  links: [
    { to: paths.admin.coursesCreate, label: 'Create New Course' },
    { to: paths.admin.courses, label: 'Back to Course Section' },
  ],
  linksLabel: 'Courses section',
  usePage: useGetAdminCoursesQuery,
  totalLabel: 'Total Courses',
  loadFailureLog: 'Failed to fetch courses',
  rowName: titleOf,
  editHref: paths.admin.coursesEdit.href,
  remove: {
    question: 'Delete this course?',
    consequence: removedFromWebsite,
    failureLog: 'Failed to delete course',
    useDelete: useDeleteCourseMutation,
  },
};

/** /admin/courses/managecourses: every course with Edit and Delete. */
export const ManageCoursesPage = () => <RecordTablePage declaration={COURSES_TABLE} />;

const COURSE_FORM: RecordFormPagesDeclaration<CourseRecord, CourseField> = {
  form: {
    idPrefix: 'course',
    rows: COURSE_FIELDS,
    imagePart: 'courseImage',
    listHref: paths.admin.coursesManage,
    successText: 'Redirecting to your courses...',
  },
  imageOf: (course) => course.courseImage,
  create: {
    heading: 'Create Course',
    submitLabel: 'Create Course',
    successTitle: 'Course Created Successfully',
    failureTitle: 'Failed to create Course',
  },
  edit: {
    heading: 'Edit Course',
    submitLabel: 'Update Course',
    successTitle: 'Course Updated Successfully',
    failureTitle: 'Failed to update Courses',
  },
  notFoundLog: 'No courses found',
  loadFailureLog: 'Failed to fetch course',
  useCreate: useCreateCourseMutation,
  useUpdate: useUpdateCourseMutation,
  useReadOne: useGetAdminCourseQuery,
};

/** /admin/courses/create */
export const CreateCoursePage = () => <CreateRecordPage declaration={COURSE_FORM} />;

/** /admin/courses/edit/:id */
export const EditCoursePage = () => <EditRecordPage declaration={COURSE_FORM} />;

/** The section's screens, as the admin area mounts them (courses-section.ts). */
export const recordScreens: RecordScreens = {
  Menu: CoursesMenuPage,
  Create: CreateCoursePage,
  Edit: EditCoursePage,
  Manage: ManageCoursesPage,
};
