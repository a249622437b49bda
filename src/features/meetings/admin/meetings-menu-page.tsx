import { AdminSectionMenu, type AdminSectionLink } from '@/components/admin-section-menu';
import { paths } from '@/config/paths';

const LINKS: readonly AdminSectionLink[] = [
  {
    to: paths.admin.meetingsCreate,
    label: 'Create Meeting',
    description: 'Add a new meeting to the website.',
  },
  {
    to: paths.admin.meetingsManage,
    label: 'Manage Meetings',
    description: 'See every meeting, past ones too, and edit or delete them.',
  },
  { to: paths.admin.root, label: 'Admin Dashboard', description: 'Back to the start of the admin area.' },
];

/** /admin/meetings: the meetings section's start page (spec point 2). */
export function MeetingsMenuPage() {
  return <AdminSectionMenu title="Welcome to the Meeting Section" links={LINKS} />;
}
