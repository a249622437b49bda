import { LocalMoment, orMissing, PublicAddress } from '@/components/resource-kit/record-cells';
import { recordScreensOf, type OwnWords } from '@/components/resource-kit/record-screens';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { paths } from '@/config/paths';
import { contentPageCalls, type ContentPageRecord } from '../pages-api';
import { CONTENT_PAGE_FIELDS, type ContentPageField } from './page-fields';

// The content pages section of the admin area: what differs from any other record's (the kit does the rest).

const WORDS: OwnWords = {
  caption: 'Every content page, by title',
  createDescription: 'Add a page such as a privacy notice, terms or about us.',
  empty: 'No pages yet',
  pager: 'Content pages',
  total: 'Total content pages',
};

// A page has no picture: no image part, no current image.
/** The section's screens, as the admin area mounts them (pages-section.ts). */
export const recordScreens: RecordScreens = recordScreensOf<ContentPageRecord, ContentPageField>({
  noun: { one: 'page', many: 'pages', section: 'Pages' },
  calls: contentPageCalls,
  columns: [
    {
      header: 'Address',
      cell: (page) => orMissing(page.slug, (slug) => <PublicAddress path={paths.contentPage.href(slug)} />),
    },
    { header: 'Updated', cell: (page) => orMissing(page.updatedAt, (at) => <LocalMoment at={at} />) },
  ],
  fields: CONTENT_PAGE_FIELDS,
  words: WORDS,
});

/** /admin/pages: create a page or manage them all. */
export const PagesMenuPage = recordScreens.Menu;

/** /admin/pages/managepages: every page with Edit and Delete. */
export const ManageContentPagesPage = recordScreens.Manage;

/** /admin/pages/create */
export const CreateContentPagePage = recordScreens.Create;

/** /admin/pages/edit/:id */
export const EditContentPagePage = recordScreens.Edit;
