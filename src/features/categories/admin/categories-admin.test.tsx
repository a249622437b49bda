import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@/contract';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { categoriesAnswer, makeCategory, TEMPLATE_CATEGORY_RECORDS } from '@/testing/category-fixtures';
import { fakeApi, refusedWith, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { recordScreens } from './categories-admin';
import { CATEGORY_SLUG_RULE } from './category-fields';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

// What only the categories section says and shows; what every record section does alike is
// proven on the others in src/app/admin (record-forms, record-tables).

const { Manage, Create, Edit } = recordScreens;

const OPEN_DAYS = makeCategory({
  _id: 'c4',
  name: 'Open days',
  slug: 'open-days',
  description: 'Visit the school.',
  order: 4,
});
const SCHOOL = [...TEMPLATE_CATEGORY_RECORDS, OPEN_DAYS];

/** The multipart body of a request, as name → value. */
function sentFields(request: FakeRequest | undefined): Record<string, unknown> {
  const body = request?.body;
  if (!(body instanceof FormData)) throw new Error('the request had no multipart body');
  return Object.fromEntries(body.entries());
}

const renderTable = () =>
  renderWithProviders(<Manage />, {
    route: '/admin/categories/managecategories',
    path: '/admin/categories/managecategories',
  });

/** The row names, top to bottom. */
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => vi.clearAllMocks());

describe('the categories table', () => {
  it("lists the school's categories in their order, by name, with each list's public address", async () => {
    const requests = fakeApi({ 'GET /api/categories': categoriesAnswer(SCHOOL) });
    renderTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Categories' })).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Soon' });
    expect(requests[0]?.params).toEqual({ page: '1', limit: '100' });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(rowNames()).toEqual(['Soon', 'Important', 'Attractive', 'Open days']);
    expect(columnNames()).toEqual(['Name', 'Order', 'Address', 'Description', 'Actions']);
    expect(screen.getByText('Total Categories: 4')).toBeInTheDocument();
    expect(cellTexts('Open days').slice(2)).toEqual(['Visit the school.', 'EditDelete']);

    // The template's keep their address by name (/meetings/category/Soon); the school's own, by address.
    expect(
      within(rowNamed('Soon')).getByRole('link', { name: /\/meetings\/category\/Soon/ }),
    ).toHaveAttribute('href', '/meetings/category/Soon');
    expect(
      within(rowNamed('Open days')).getByRole('link', {
        name: '/meetings/category/open-days (opens in a new tab)',
      }),
    ).toHaveAttribute('target', '_blank');

    // The first cannot go up, the last cannot go down.
    expect(within(rowNamed('Soon')).queryByRole('button', { name: 'Move Soon up' })).not.toBeInTheDocument();
    expect(within(rowNamed('Soon')).getByRole('button', { name: 'Move Soon down' })).toBeEnabled();
    expect(within(rowNamed('Open days')).getByRole('button', { name: 'Move Open days up' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Move Open days down' })).not.toBeInTheDocument();
  });

  it('moves a category up by sending its new place, then shows the order the server answers', async () => {
    let categories: readonly Category[] = SCHOOL;
    const requests = fakeApi({
      'GET /api/categories': () => categoriesAnswer(categories),
      'PATCH /api/categories/c4': () => {
        categories = [
          ...TEMPLATE_CATEGORY_RECORDS.slice(0, 2),
          { ...OPEN_DAYS, order: 3 },
          { ...(TEMPLATE_CATEGORY_RECORDS[2] ?? OPEN_DAYS), order: 4 },
        ];
        return { status: 200, body: { message: 'Category updated successfully', category: categories[2] } };
      },
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Move Open days up' }));

    await waitFor(() => expect(rowNames()).toEqual(['Soon', 'Important', 'Open days', 'Attractive']));
    const moves = requests.filter((request) => request.method === 'PATCH');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(sentFields(moves[0])).toEqual({ order: '3' });

    await user.click(screen.getByRole('button', { name: 'Move Soon down' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2));
    expect(requests.at(-1)?.url).toBe('/api/categories/c1');
    expect(sentFields(requests.at(-1))).toEqual({ order: '2' });
  });

  it("keeps the order and says the server's reason when a move is refused", async () => {
    fakeApi({
      'GET /api/categories': categoriesAnswer(SCHOOL),
      'PATCH /api/categories/c2': refusedWith(403, 'Your role may not change the site'),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Move Important up' }));

    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Could not move the category',
        'Your role may not change the site',
      ),
    );
    expect(error).toHaveBeenCalledWith('Failed to move category', expect.anything());
    expect(rowNames()).toEqual(['Soon', 'Important', 'Attractive', 'Open days']);
    expect(screen.getByRole('button', { name: 'Move Important up' })).toBeEnabled();
  });

  it("keeps a category that meetings are in, and shows the server's message saying what to do", async () => {
    const message = '"Soon" cannot be removed: 3 meetings are in it. Move them to another category first';
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const requests = fakeApi({
      'GET /api/categories': categoriesAnswer(SCHOOL),
      'DELETE /api/categories/c1': refusedWith(409, message),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Delete Soon' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      'Delete this category?',
      '“Soon” will be removed from the website. This cannot be undone.',
      'Yes, delete it',
    );
    await waitFor(() => expect(errorDialog).toHaveBeenCalledWith('Could not delete the category', message));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(rowNames()).toEqual(['Soon', 'Important', 'Attractive', 'Open days']);
    expect(screen.getByText('Total Categories: 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Soon' })).toBeEnabled();
  });
});

describe('the category form', () => {
  it('refuses an address that breaks the rule, saying what it may hold, and sends nothing', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<Create />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Category' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).not.toBeRequired();
    await user.type(screen.getByLabelText('Name'), 'Open days');
    await user.type(screen.getByLabelText('Address'), 'Open Days');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));

    const address = screen.getByLabelText('Address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      new RegExp(`^${CATEGORY_SLUG_RULE.replace(/[()]/g, '\\$&')}`),
    );
    expect(CATEGORY_SLUG_RULE).toMatch(/^Address may hold only lowercase letters, digits and single hyphens/);
    expect(address).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('creates a category from its name, address and description', async () => {
    const requests = fakeApi({
      'POST /api/categories': {
        status: 201,
        body: { message: 'Category created successfully', category: OPEN_DAYS },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Create />);
    await user.type(screen.getByLabelText('Name'), 'Open days');
    await user.type(screen.getByLabelText('Address'), 'open-days');
    await user.type(screen.getByLabelText('Description'), 'Visit the school.');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));

    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Category Created Successfully',
        'Redirecting to your categories...',
        1000,
      ),
    );
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(sentFields(requests[0])).toEqual({
      name: 'Open days',
      slug: 'open-days',
      description: 'Visit the school.',
    });
  });

  it('renames a category, its address kept, and says a name already taken as the server does', async () => {
    let taken = true;
    const requests = fakeApi({
      'GET /api/categories/c1': {
        status: 200,
        body: { message: 'ok', categories: [TEMPLATE_CATEGORY_RECORDS[0]] },
      },
      'PATCH /api/categories/c1': () =>
        taken
          ? refusedWith(409, 'A category named "Important" exists already')
          : {
              status: 200,
              body: {
                message: 'Category updated successfully',
                category: makeCategory({ name: 'Coming soon' }),
              },
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<Edit />, { route: '/admin/categories/edit/c1', path: '/admin/categories/edit/:id' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Soon');
    expect(screen.getByLabelText('Address')).toHaveValue('soon');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Important');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: A category named "Important" exists already',
    );

    taken = false;
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Coming soon');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(successDialog).toHaveBeenCalled());
    expect(sentFields(requests.filter((request) => request.method === 'PATCH').at(-1))).toEqual({
      name: 'Coming soon',
      slug: 'soon',
    });
  });
});
