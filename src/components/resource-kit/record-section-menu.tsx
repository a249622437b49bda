import { AdminSectionMenu, type AdminSectionLink } from '@/components/admin-section-menu';
import { paths } from '@/config/paths';

const DASHBOARD: AdminSectionLink = {
  to: paths.admin.root,
  label: 'Admin Dashboard',
  description: 'Back to the start of the admin area.',
};

/** A record section's start page: create one, manage them all, or back to the dashboard. */
export function RecordSectionMenu(props: {
  title: string;
  create: AdminSectionLink;
  manage: AdminSectionLink;
}) {
  return <AdminSectionMenu title={props.title} links={[props.create, props.manage, DASHBOARD]} />;
}
