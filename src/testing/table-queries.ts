import { screen, within } from '@testing-library/react';

/** The table's column headings, in order. */
export const columnNames = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

/** The row whose header cell is `name`. */
export function rowNamed(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The texts of that row's cells after its header, in order. */
export const cellTexts = (name: string) =>
  within(rowNamed(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
