import { AdminSectionMenu, type AdminSectionLink } from '@/components/admin-section-menu';
import { paths } from '@/config/paths';

const LINKS: readonly AdminSectionLink[] = [
  { to: paths.admin.coursesCreate, label: 'Create Courses', description: 'Add a new course to the website.' },
  {
    to: paths.admin.coursesManage,
    label: 'Manage Courses',
    description: 'See every course and edit or delete it.',
  },
  { to: paths.admin.root, label: 'Admin Dashboard', description: 'Back to the start of the admin area.' },
];

/** /admin/courses: the courses section's start page (spec point 2). */
export function CoursesMenuPage() {
  return <AdminSectionMenu title="Welcome to the Course Section" links={LINKS} />;
}
