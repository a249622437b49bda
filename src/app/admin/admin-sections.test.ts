import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { paths } from '@/config/paths';
import { recordAdminPaths } from '@/config/record-admin-paths';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_SECTIONS, sidebarLinks } from './admin-sections';

/** Every sidebar link, in its order (the first test says which they are). */
const everyLink = () => ADMIN_SECTIONS.flatMap((section) => (section.link ? [section.link.label] : []));

describe('the admin sections', () => {
  it("put the spec's links first in the sidebar (Meetings, Courses, Contact, User), the school's own after", () => {
    expect(everyLink()).toEqual([
      'Meetings',
      'Courses',
      'Contact',
      'Outbox',
      'User',
      'Audit log',
      'Site Settings',
      'Home Page',
      'Pages',
      'Categories',
      'Change Password',
    ]);
  });

  it.each([
    ['admin', everyLink()],
    [
      'editor',
      ['Meetings', 'Courses', 'Site Settings', 'Home Page', 'Pages', 'Categories', 'Change Password'],
    ],
    ['door', ['Change Password']],
    ['user', []],
  ] as const)('show %s the sidebar links the role may use', (role, labels) => {
    expect(sidebarLinks(ADMIN_SECTIONS, role).map((link) => link.label)).toEqual(labels);
  });

  it('find each record section by its declaration, with its menu, form and table screens', () => {
    const all = ADMIN_SECTIONS.flatMap((section) => section.screens.map((screen) => screen.path));
    for (const name of ['meetings', 'courses', 'pages'] as const) {
      expect(all).toEqual(
        expect.arrayContaining([
          paths.admin[name],
          paths.admin[`${name}Create`],
          paths.admin[`${name}Edit`].path,
          paths.admin[`${name}Manage`],
        ]),
      );
    }
    // A newer section's paths come from the same rule only (config/record-admin-paths).
    const categories = recordAdminPaths('categories');
    expect(all).toEqual(
      expect.arrayContaining([categories.menu, categories.create, categories.edit.path, categories.manage]),
    );
    expect(categories.manage).toBe('/admin/categories/managecategories');
    expect(all).toContain(paths.admin.meetingRegistrations.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it("open a record section's screen from its own module", async () => {
    const courses = ADMIN_SECTIONS.find((section) => section.link?.label === 'Courses');
    const create = courses?.screens.find((screen) => screen.path === paths.admin.coursesCreate);
    if (!create) throw new Error('no Create Course screen');
    await create.page.preload();
    renderWithProviders(createElement(create.page.Component));
    expect(await screen.findByRole('heading', { name: 'Create Course' })).toBeInTheDocument();
  });
});
