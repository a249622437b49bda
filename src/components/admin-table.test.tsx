import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table';

const COLUMNS = ['Name', 'Email', 'Actions'] as const;

function Table({ rows, isLoading = false }: { rows: string[]; isLoading?: boolean }) {
  return (
    <AdminTable
      caption="Accounts"
      columns={COLUMNS}
      isEmpty={rows.length === 0}
      isLoading={isLoading}
      emptyText="No users available."
    >
      {rows.map((name) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>{name.toLowerCase()}@school.test</td>
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

describe('AdminTable', () => {
  it('is a captioned table in a focusable region named by its caption', () => {
    render(<Table rows={['Ana']} />);
    const region = screen.getByRole('region', { name: 'Accounts' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...COLUMNS]);
  });

  it("labels every cell with its column's name, for the stacked layout on narrow screens", () => {
    const { rerender } = render(<Table rows={['Ana']} />);
    rerender(<Table rows={['Ana', 'Bruno']} />);
    const bruno = screen.getByRole('row', { name: /Bruno/ });
    const cells = within(bruno).getAllByRole('cell');
    expect(within(bruno).getByRole('rowheader')).toHaveAttribute('data-label', 'Name');
    expect(cells.map((cell) => cell.dataset['label'])).toEqual(['Email', 'Actions']);
  });

  it("says 'Loading...' while loading and the empty text after, in one cell across the table", () => {
    const { rerender } = render(<Table rows={[]} isLoading />);
    const loading = screen.getByRole('cell', { name: 'Loading...' });
    expect(loading).toHaveAttribute('colspan', '3');
    expect(loading).not.toHaveAttribute('data-label');
    rerender(<Table rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No users available.' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});
