import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ListPage, type ListQueryState, usePageInRange } from './list-page';

const idle: ListQueryState = {
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => undefined,
};

function renderList(query: Partial<ListQueryState>, pager?: { page: number; totalPages: number }) {
  const refetch = vi.fn();
  const onPageChange = vi.fn();
  render(
    <MemoryRouter>
      <ListPage
        title="Ventes"
        actions={<button type="button">Nouvelle vente</button>}
        toolbar={<p>3 résultat(s)</p>}
        query={{ ...idle, refetch, ...query }}
        loadingLabel="Chargement des ventes..."
        loadErrorTitle="Erreur lors du chargement des ventes"
        table={<table aria-label="Liste des ventes" />}
        pager={pager ? { ...pager, onPageChange } : undefined}
      >
        <div role="dialog" aria-label="Nouvelle vente" />
      </ListPage>
    </MemoryRouter>,
  );
  return { refetch, onPageChange };
}

describe('ListPage', () => {
  it('shows the title, the actions, the toolbar and the dialogs, and says it is loading', () => {
    renderList({ isPending: true }, { page: 1, totalPages: 3 });
    expect(screen.getByRole('heading', { name: 'Ventes', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle vente' })).toBeInTheDocument();
    expect(screen.getByText('3 résultat(s)')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nouvelle vente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des ventes...');
    expect(screen.queryByRole('table')).toBeNull();
    // No pager before the first page has come.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the table and its pager once the data has come', async () => {
    const { onPageChange } = renderList({ data: { count: 12 } }, { page: 1, totalPages: 3 });
    expect(screen.getByRole('table', { name: 'Liste des ventes' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says why the first load failed, and asks again with Réessayer', async () => {
    const { refetch } = renderList({ isError: true, error: new Error('HTTP error! status: 500') });
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des ventes');
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the rows of a failed reload and says so under them', () => {
    renderList({ data: { count: 3 }, isError: true, error: new Error('Délai dépassé') });
    expect(screen.getByRole('table', { name: 'Liste des ventes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Délai dépassé');
  });
});

describe('usePageInRange', () => {
  function Probe(props: { page: number; totalPages?: number; setPage: (page: number) => void }) {
    usePageInRange(props.page, props.totalPages, props.setPage);
    return null;
  }

  it('goes to the last page when the page asked is past the end, and leaves a page in range', () => {
    const setPage = vi.fn();
    const { rerender } = render(<Probe page={4} totalPages={undefined} setPage={setPage} />);
    expect(setPage).not.toHaveBeenCalled();
    rerender(<Probe page={4} totalPages={2} setPage={setPage} />);
    expect(setPage).toHaveBeenCalledWith(2);
    setPage.mockClear();
    rerender(<Probe page={2} totalPages={2} setPage={setPage} />);
    rerender(<Probe page={1} totalPages={0} setPage={setPage} />);
    expect(setPage).not.toHaveBeenCalled();
  });
});
