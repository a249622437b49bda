import { recordSection } from '@/components/resource-kit/record-section';

/** The Categories section of the admin area (found by app/admin/admin-sections), after Pages. */
export const section = recordSection('categories', {
  label: 'Categories',
  order: 85,
  load: () => import('./categories-admin'),
});
