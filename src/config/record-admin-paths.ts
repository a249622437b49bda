import { ADMIN_ROOT } from '@/contract';

/**
 * A record section's admin screens, by one rule: its menu /admin/<name>, /admin/<name>/create,
 * /admin/<name>/edit/:id and /admin/<name>/manage<name>. A new resource's section takes its paths
 * from here (components/resource-kit/record-section); the older ones are also in `paths.admin`
 * (the same addresses, app/admin/admin-sections.test.ts). Apart from paths.ts, whose module every
 * public page loads: this one comes with the admin area.
 */
export const recordAdminPaths = (name: string) => {
  const menu = `${ADMIN_ROOT}/${name}`;
  const edit = `${menu}/edit/:id`;
  return {
    menu,
    create: `${menu}/create`,
    edit: { path: edit, href: (id: string) => edit.replace(':id', encodeURIComponent(id)) },
    manage: `${menu}/manage${name}`,
  };
};
export type RecordAdminPaths = ReturnType<typeof recordAdminPaths>;
