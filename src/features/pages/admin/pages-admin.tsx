import {
  LocalMoment,
  orMissing,
  removedFromWebsite,
  titleColumn,
  titleOf,
} from '@/components/resource-kit/record-cells';
import {
  CreateRecordPage,
  EditRecordPage,
  type RecordFormPagesDeclaration,
} from '@/components/resource-kit/record-form-pages';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { RecordSectionMenu } from '@/components/resource-kit/record-section-menu';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { paths } from '@/config/paths';
import { serverFileUrl } from '@/lib/platform';
import {
  useCreateContentPageMutation,
  useDeleteContentPageMutation,
  useGetAdminContentPageQuery,
  useGetAdminContentPagesQuery,
  useUpdateContentPageMutation,
  type ContentPageRecord,
} from '../pages-api';
import { CONTENT_PAGE_FIELDS, type ContentPageField } from './page-fields';

// The content pages section of the admin area: what differs from any other record's (the kit does the rest).

/** /admin/pages: create a page or manage them all. */
export const PagesMenuPage = () => (
  <RecordSectionMenu
    title="Welcome to the Pages Section"
    create={{
      to: paths.admin.pagesCreate,
      label: 'Create Page',
      description: 'Add a page such as a privacy notice, terms or about us.',
    }}
    manage={{
      to: paths.admin.pagesManage,
      label: 'Manage Pages',
      description: 'See every page and edit or delete it.',
    }}
  />
);

/**
 * The page's public address, opening it as visitors see it in a new tab: the website's, or the
 * school's server from the desktop app (which hands such a link to the system's browser).
 */
function PageAddress({ slug }: { slug: string }) {
  const path = paths.contentPage.href(slug);
  return (
    <a href={serverFileUrl(path)} target="_blank" rel="noopener noreferrer">
      {path} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

const PAGES_TABLE: RecordTableDeclaration<ContentPageRecord> = {
  title: 'Manage Pages',
  caption: 'Every content page, by title',
  columns: [
    titleColumn(),
    { header: 'Address', cell: (page) => orMissing(page.slug, (slug) => <PageAddress slug={slug} />) },
    { header: 'Updated', cell: (page) => orMissing(page.updatedAt, (at) => <LocalMoment at={at} />) },
  ],
  emptyText: 'No pages yet',
  pagerLabel: 'Content pages',
  links: [
    { to: paths.admin.pagesCreate, label: 'Create New Page' },
    { to: paths.admin.pages, label: 'Back to Pages Section' },
  ],
  linksLabel: 'Pages section',
  usePage: useGetAdminContentPagesQuery,
  totalLabel: 'Total content pages',
  loadFailureLog: 'Failed to fetch pages',
  rowName: titleOf,
  editHref: paths.admin.pagesEdit.href,
  remove: {
    question: 'Delete this page?',
    consequence: removedFromWebsite,
    failureLog: 'Failed to delete page',
    useDelete: useDeleteContentPageMutation,
  },
};

/** /admin/pages/managepages: every page with Edit and Delete. */
export const ManageContentPagesPage = () => <RecordTablePage declaration={PAGES_TABLE} />;

// A page has no picture: no image part, no current image.
const PAGE_FORM: RecordFormPagesDeclaration<ContentPageRecord, ContentPageField> = {
  form: {
    idPrefix: 'page',
    rows: CONTENT_PAGE_FIELDS,
    listHref: paths.admin.pagesManage,
    successText: 'Redirecting to your pages...',
  },
  create: {
    heading: 'Create Page',
    submitLabel: 'Create Page',
    successTitle: 'Page Created Successfully',
    failureTitle: 'Failed to create Page',
  },
  edit: {
    heading: 'Edit Page',
    submitLabel: 'Update Page',
    successTitle: 'Page Updated Successfully',
    failureTitle: 'Failed to update Page',
  },
  notFoundLog: 'No pages found',
  loadFailureLog: 'Failed to fetch page',
  useCreate: useCreateContentPageMutation,
  useUpdate: useUpdateContentPageMutation,
  useReadOne: useGetAdminContentPageQuery,
};

/** /admin/pages/create */
export const CreateContentPagePage = () => <CreateRecordPage declaration={PAGE_FORM} />;

/** /admin/pages/edit/:id */
export const EditContentPagePage = () => <EditRecordPage declaration={PAGE_FORM} />;

/** The section's screens, as the admin area mounts them (pages-section.ts). */
export const recordScreens: RecordScreens = {
  Menu: PagesMenuPage,
  Create: CreateContentPagePage,
  Edit: EditContentPagePage,
  Manage: ManageContentPagesPage,
};
