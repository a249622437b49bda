import { recordSection } from '@/components/resource-kit/record-section';

/** The Pages section of the admin area (found by app/admin/admin-sections). */
export const section = recordSection('pages', {
  label: 'Pages',
  order: 80,
  load: () => import('./pages-admin'),
});
