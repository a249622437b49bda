import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPage } from '@/contract';
import { successDialog } from '@/lib/dialogs';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { CreateContentPagePage, EditContentPagePage, ManageContentPagesPage } from './pages-admin';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

// What only the pages section says and shows; what every record section does alike is proven
// on each of them in src/app/admin (record-forms, record-tables).

const page = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  _id: 'p1',
  id: 'p1',
  title: 'Privacy Notice',
  slug: 'privacy',
  body: '# What we keep\n\nYour **name**.',
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-02-01T09:30:00.000Z',
  ...overrides,
});

/** The multipart body of a request, as name → value. */
function sentFields(request: FakeRequest | undefined): Record<string, unknown> {
  const body = request?.body;
  if (!(body instanceof FormData)) throw new Error('the request had no multipart body');
  return Object.fromEntries(body.entries());
}

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => vi.clearAllMocks());

describe('the pages table', () => {
  it("lists each page's title, its public address as a link opening it, and when it changed", async () => {
    const pages = [page(), page({ _id: 'p2', id: 'p2', title: 'Terms', slug: 'terms' })];
    const requests = fakeApi({
      'GET /api/pages': {
        status: 200,
        body: { message: 'ok', pages, page: 1, limit: 100, totalPages: 1, totalContentPages: 2 },
      },
    });
    renderWithProviders(<ManageContentPagesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Pages' })).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Privacy Notice' });
    expect(requests[0]?.params).toEqual({ page: '1', limit: '100' });
    expect(columnNames()).toEqual(['Title', 'Address', 'Updated', 'Actions']);
    expect(screen.getByText('Total content pages: 2')).toBeInTheDocument();
    const address = within(rowNamed('Privacy Notice')).getByRole('link', {
      name: '/pages/privacy (opens in a new tab)',
    });
    expect(address).toHaveAttribute('href', '/pages/privacy');
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rowNamed('Terms')).getByRole('link', { name: /\/pages\/terms/ })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    expect(within(rowNamed('Privacy Notice')).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-02-01T09:30:00.000Z',
    );
    expect(cellTexts('Privacy Notice').at(-1)).toBe('EditDelete');
  });

  it("says 'No pages yet' when there are none", async () => {
    fakeApi({
      'GET /api/pages': {
        status: 200,
        body: { message: 'ok', pages: [], page: 1, limit: 100, totalPages: 0, totalContentPages: 0 },
      },
    });
    renderWithProviders(<ManageContentPagesPage />);
    expect(await screen.findByText('No pages yet')).toBeInTheDocument();
  });
});

describe('the page form', () => {
  it('has a title, an address with its rule and a Markdown text, and no picture', () => {
    renderWithProviders(<CreateContentPagePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Page' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('Page address')).toBeRequired();
    expect(screen.getByLabelText('Page address')).toHaveAccessibleDescription(
      /e\.g\. privacy — the page will be at \/pages\/privacy\. A privacy notice must use 'privacy'/,
    );
    expect(screen.getByLabelText('Text')).not.toBeRequired();
    expect(screen.getByLabelText('Text').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(/Markdown: # Heading, \*\*bold\*\*/);
    expect(screen.queryByLabelText('Image')).not.toBeInTheDocument();
  });

  it('refuses an address that breaks the rule, saying what an address may hold, and sends nothing', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<CreateContentPagePage />);
    await user.type(screen.getByLabelText('Title'), 'About us');
    await user.type(screen.getByLabelText('Page address'), 'About Us');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));

    const address = screen.getByLabelText('Page address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      /^Page address may hold only lowercase letters, digits and single hyphens between words \(like about-us\)/,
    );
    expect(address).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the text as visitors will see it while it is typed, HTML as plain text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateContentPagePage />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Nothing to preview yet.');

    await user.type(
      screen.getByLabelText('Text'),
      '# Who we are{Enter}{Enter}A **small** school <b>here</b>.',
    );
    expect(within(preview).getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(within(preview).getByText('small').tagName).toBe('STRONG');
    expect(within(preview).getByText(/<b>here<\/b>/)).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
  });

  it('keeps the admin on the form when a link in the preview is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateContentPagePage />, {
      route: '/admin/pages/create',
      path: '/admin/pages/create',
      otherRoutes: { '/meetings': <p>meetings page</p> },
    });
    await user.click(screen.getByLabelText('Text'));
    await user.paste('See [our meetings](/meetings).');
    await user.click(screen.getByRole('link', { name: 'our meetings' }));
    expect(screen.queryByText('meetings page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveValue('See [our meetings](/meetings).');
  });

  it('posts the title, address and text as a multipart form, without a picture part', async () => {
    const requests = fakeApi({
      'POST /api/pages': { status: 201, body: { message: 'Page created successfully', page: page() } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateContentPagePage />);
    await user.type(screen.getByLabelText('Title'), 'Privacy Notice');
    await user.type(screen.getByLabelText('Page address'), 'privacy');
    await user.type(screen.getByLabelText('Text'), 'We keep your name.');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));

    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Page Created Successfully',
        'Redirecting to your pages...',
        1000,
      ),
    );
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(sentFields(requests[0])).toEqual({
      title: 'Privacy Notice',
      slug: 'privacy',
      body: 'We keep your name.',
    });
  });

  it('pre-fills from the page, and sends a text emptied on purpose as empty so the server clears it', async () => {
    const requests = fakeApi({
      'GET /api/pages/p1': { status: 200, body: { message: 'ok', page: [page()] } },
      'PATCH /api/pages/p1': { status: 200, body: { message: 'Page updated successfully', page: page() } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditContentPagePage />, {
      route: '/admin/pages/edit/p1',
      path: '/admin/pages/edit/:id',
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Privacy Notice');
    expect(screen.getByLabelText('Page address')).toHaveValue('privacy');
    expect(screen.getByLabelText('Text')).toHaveValue('# What we keep\n\nYour **name**.');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'What we keep' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Text'));
    await user.click(screen.getByRole('button', { name: 'Update Page' }));
    await waitFor(() => expect(successDialog).toHaveBeenCalled());
    const sent = requests.find((request) => request.method === 'PATCH');
    expect(sentFields(sent)).toEqual({ title: 'Privacy Notice', slug: 'privacy', body: '' });
  });
});
