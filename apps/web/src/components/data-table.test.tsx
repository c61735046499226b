import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPointers } from '@/test/pointers';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-parts';

type Wool = { id: number; nom: string };
const WOOLS: Wool[] = [
  { id: 1, nom: 'Laine mérinos' },
  { id: 2, nom: 'Laine alpaga' },
];
const onOpen = vi.fn();
const COLUMNS: DataTableColumn<Wool>[] = [
  { id: 'nom', header: 'Nom', cell: (wool) => wool.nom },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (wool) => (
      <button type="button" onClick={() => onOpen(wool.id)}>
        Voir {wool.nom}
      </button>
    ),
  },
];

const renderWools = () =>
  render(<DataTable aria-label="Laines" columns={COLUMNS} items={WOOLS} getId={(wool) => wool.id} />);

afterEach(() => {
  vi.unstubAllGlobals();
  onOpen.mockReset();
});

describe('DataTable', () => {
  it('is a grid the arrow keys move through where there is a mouse or a trackpad', async () => {
    stubPointers(false);
    renderWools();
    const grid = screen.getByRole('grid', { name: 'Laines' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is a plain table on a phone, its buttons reached with Tab and pressed', async () => {
    stubPointers(true);
    renderWools();
    const table = screen.getByRole('table', { name: 'Laines' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Laine alpaga' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Voir Laine mérinos' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('becomes a grid when a mouse joins the touch screen, and plain again when it leaves', () => {
    const change = stubPointers(true);
    renderWools();
    expect(screen.getByRole('table', { name: 'Laines' })).toBeInTheDocument();
    act(() => change(false));
    expect(screen.getByRole('grid', { name: 'Laines' })).toBeInTheDocument();
    act(() => change(true));
    expect(screen.getByRole('table', { name: 'Laines' })).toBeInTheDocument();
  });
});
