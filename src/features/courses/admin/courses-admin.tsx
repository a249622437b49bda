import { Price } from '@/components/price';
import { orMissing } from '@/components/resource-kit/record-cells';
import { recordScreensOf, type OwnWords } from '@/components/resource-kit/record-screens';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { MAX_RATING } from '@/contract';
import { excerpt } from '@/utils/excerpt';
import { courseCalls, type CourseRecord } from '../courses-api';
import { StarIcon } from '../star-rating';
import { COURSE_FIELDS, type CourseField } from './course-fields';
import './courses-admin.css';

// The courses section of the admin area: what differs from any other record's (the kit does the rest).

const WORDS: OwnWords = {
  caption: 'Every course, best rated first',
  // Worded as on the original site.
  createLink: 'Create Courses',
  updateFailed: 'Failed to update Courses',
};

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

/** The section's screens, as the admin area mounts them (courses-section.ts). */
export const recordScreens: RecordScreens = recordScreensOf<CourseRecord, CourseField>({
  noun: { one: 'course', many: 'courses' },
  calls: courseCalls,
  columns: [
    {
      header: 'Description',
      cell: (course) => <p className="courses-admin__description">{excerpt(course.description ?? '')}</p>,
    },
    { header: 'Price', cell: (course) => orMissing(course.price, (value) => <Price value={value} />) },
    { header: 'Rating', cell: (course) => orMissing(course.rating, (value) => <Rating value={value} />) },
  ],
  fields: COURSE_FIELDS,
  words: WORDS,
  image: { part: 'courseImage', of: (course) => course.courseImage },
});

/** /admin/courses: create a course or manage them all. */
export const CoursesMenuPage = recordScreens.Menu;

/** /admin/courses/managecourses: every course with Edit and Delete. */
export const ManageCoursesPage = recordScreens.Manage;

/** /admin/courses/create */
export const CreateCoursePage = recordScreens.Create;

/** /admin/courses/edit/:id */
export const EditCoursePage = recordScreens.Edit;
