import { recordSection } from '@/components/resource-kit/record-section';

/** The Meetings section of the admin area (found by app/admin/admin-sections). */
export const section = recordSection('meetings', {
  label: 'Meetings',
  order: 10,
  load: () => import('./meetings-admin'),
});
