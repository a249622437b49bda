import { recordSection } from '@/components/resource-kit/record-section';

/** The Courses section of the admin area (found by app/admin/admin-sections). */
export const section = recordSection('courses', {
  label: 'Courses',
  order: 20,
  load: () => import('./courses-admin'),
});
