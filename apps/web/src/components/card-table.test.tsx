import { render as renderIn, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNarrowScreen } from '@/test/pointers';
import { DataTable } from './data-table';
import { DataTableOnLoad } from './data-table-on-load';
import { actionsColumn, type DataTableColumn } from './data-table-parts';

type Sale = { id: number; numero: string; client: string; total: string };
const SALES: Sale[] = [
  { id: 1, numero: 'FAC-1', client: 'Awa Koné', total: '3 000,00 FCFA' },
  { id: 2, numero: 'FAC-2', client: 'Moussa Diallo', total: '1 500,00 FCFA' },
];
const onDownload = vi.fn();
const onOpen = vi.fn();
const COLUMNS: DataTableColumn<Sale>[] = [
  { id: 'numero', header: 'N° facture', isRowHeader: true, cell: (sale) => sale.numero },
  { id: 'client', header: 'Client', card: 'title', cell: (sale) => sale.client },
  { id: 'total', header: 'Total', card: 'aside', align: 'end', cell: (sale) => sale.total },
  actionsColumn('Actions', (sale) => (
    <button type="button" onClick={() => onDownload(sale.id)}>
      Télécharger {sale.numero}
    </button>
  )),
];

/** Drawn in a router: a card's press may lead to a page. */
const render = (table: ReactElement) => renderIn(<MemoryRouter>{table}</MemoryRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
  onDownload.mockReset();
  onOpen.mockReset();
});

describe('a data table on a phone', () => {
  for (const [name, Table] of [
    ['DataTable', DataTable],
    ['DataTableOnLoad', DataTableOnLoad],
  ] as const)
    it(`${name}: each row is a card, its title and aside first, the other columns labelled`, () => {
      stubNarrowScreen();
      render(<Table aria-label="Ventes" columns={COLUMNS} items={SALES} getId={(sale) => sale.id} />);
      const table = screen.getByRole('table', { name: 'Ventes' });
      // The column headers stay for screen readers; each card still is a row of cells.
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['N° facture', 'Client', 'Total', 'Actions']);
      const [, first] = within(table).getAllByRole('row');
      const cells = [...(first as HTMLElement).querySelectorAll('[role="cell"], [role="rowheader"]')];
      expect(cells.map((cell) => cell.textContent)).toEqual([
        'N° factureFAC-1',
        'Awa Koné',
        '3 000,00 FCFA',
        'Télécharger FAC-1',
      ]);
      expect(cells[1]?.className).toContain('row-start-1');
      expect(cells[2]?.className).toContain('col-start-2');
      expect(screen.queryByRole('grid')).toBeNull();
    });

  it('opens the row when the card is pressed, and its own buttons still do their work', async () => {
    stubNarrowScreen();
    const user = userEvent.setup();
    render(
      <DataTable
        aria-label="Ventes"
        columns={COLUMNS}
        items={SALES}
        getId={(sale) => sale.id}
        cardAction={{ label: (sale) => `Voir la vente ${sale.numero}`, onPress: (sale) => onOpen(sale.id) }}
      />,
    );
    // A press for fingers and mice: hidden from screen readers, which reach the row's own buttons.
    await user.click(screen.getByTitle('Voir la vente FAC-2'));
    expect(onOpen).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Télécharger FAC-1' }));
    expect(onDownload).toHaveBeenCalledWith(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state in place of the cards', () => {
    stubNarrowScreen();
    render(
      <DataTable
        aria-label="Ventes"
        columns={COLUMNS}
        items={[]}
        getId={(sale) => sale.id}
        emptyState="Aucune vente"
      />,
    );
    expect(screen.getByRole('table', { name: 'Ventes' })).toHaveTextContent('Aucune vente');
  });
});
