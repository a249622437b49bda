import type { RecordSection } from '@/components/resource-kit/record-section';
import { paths } from '@/config/paths';
import { mayUse, type Access, type Role } from '@/contract';
import { lazyExport, lazyPage, type LazyPage } from '../lazy-page';

/** An admin screen at its path (the dashboard, the index, is apart). */
export interface AdminScreen {
  path: string;
  page: LazyPage;
}

/** The sidebar's links that a role sees, in their order. */
export const sidebarLinks = (sections: readonly AdminSection[], role: Role | undefined) =>
  sections.flatMap((section) => (section.link && mayUse(role, section.access) ? [section.link] : []));

/** A section of the admin area: its sidebar link (if it has one) and its screens. */
export interface AdminSection {
  /** The sidebar's words and where they lead; none for screens reached from another section. */
  link?: { label: string; to: string };
  /** Its place in the sidebar: the original site's sections first, in the spec's order. */
  order: number;
  /** Which staff see it (ACCESS, the contract): the sidebar and its screens follow. */
  access: Access;
  screens: AdminScreen[];
}

// Every record section, declared by its feature (features/<name>/admin/<name>-section.ts): a new
// resource's section is found here without editing anything.
const declared = import.meta.glob<RecordSection>('/src/features/*/admin/*-section.ts', {
  eager: true,
  import: 'section',
});

/** A record section's menu, table and forms, all from its admin module (one chunk). */
function recordSectionOf({ label, order, paths: at, load }: RecordSection): AdminSection {
  const screen = (path: string, pick: keyof Awaited<ReturnType<typeof load>>['recordScreens']) => ({
    path,
    page: lazyPage(load, (module) => module.recordScreens[pick]),
  });
  return {
    link: { label, to: at.menu },
    order,
    // A record section edits the school's content.
    access: 'content',
    screens: [
      screen(at.menu, 'Menu'),
      screen(at.create, 'Create'),
      screen(at.edit.path, 'Edit'),
      screen(at.manage, 'Manage'),
    ],
  };
}

const admin = paths.admin;

/** A section of one screen (its page a chunk of its own), with its sidebar link. */
const single = (order: number, access: Access, label: string, to: string, page: LazyPage): AdminSection => ({
  link: { label, to },
  order,
  access,
  screens: [{ path: to, page }],
});

/** Every section, in the sidebar's order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  ...Object.values(declared).map(recordSectionOf),
  // A meeting's registrations, reached from the meetings' table.
  {
    order: 11,
    access: 'registrations' as const,
    screens: [
      {
        path: admin.meetingRegistrations.path,
        page: lazyExport(
          () => import('@/features/registrations-admin/meeting-registrations-page'),
          'MeetingRegistrationsPage',
        ),
      },
    ],
  },
  single(
    30,
    'messages',
    'Contact',
    admin.contact,
    lazyExport(() => import('@/features/contact/admin/contact-submissions-page'), 'ContactSubmissionsPage'),
  ),
  // The e-mails the site sends, beside Contact.
  single(
    40,
    'messages',
    'Outbox',
    admin.outbox,
    lazyExport(() => import('@/features/outbox/outbox-page'), 'OutboxPage'),
  ),
  single(
    50,
    'users',
    'User',
    admin.users,
    lazyExport(() => import('../routes/admin-users'), 'AdminUsersRoute'),
  ),
  // Who did what, beside the accounts.
  single(
    55,
    'audit',
    'Audit log',
    admin.audit,
    lazyExport(() => import('@/features/audit/audit-page'), 'AuditPage'),
  ),
  // The school's own site: its settings, home page and pages (Pages: 80, a record section).
  single(
    60,
    'content',
    'Site Settings',
    admin.site,
    lazyExport(() => import('@/features/site/admin/site-settings-page'), 'SiteSettingsPage'),
  ),
  single(
    70,
    'content',
    'Home Page',
    admin.home,
    lazyExport(() => import('../routes/admin-home-previews'), 'AdminHomeContentRoute'),
  ),
  single(
    90,
    'staff',
    'Change Password',
    admin.password,
    lazyExport(() => import('@/features/auth/change-password-page'), 'AdminChangePasswordPage'),
  ),
].sort((a, b) => a.order - b.order);
