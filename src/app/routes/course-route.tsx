import { CoursePage } from '@/features/courses/course-page';
import { CategoryMeetings } from '@/features/meetings/category-meetings';

/** /courses/:id: the course's page, with the coming meetings of the category it names. */
export function CourseRoute() {
  return <CoursePage Meetings={CategoryMeetings} />;
}
