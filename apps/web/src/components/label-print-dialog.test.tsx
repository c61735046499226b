import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/test/utils';
import { LabelPrintDialog } from './label-print-dialog';

const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

/** Saved files are links clicked: the test reads their names. */
function savedFiles() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:etiquettes');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return names;
}

describe('LabelPrintDialog', () => {
  it('downloads an article’s labels in the chosen format and number, then closes', async () => {
    const names = savedFiles();
    const fetchMock = mockFetch(() => pdf());
    const onClose = vi.fn();
    render(<LabelPrintDialog articleId={12} subject="Laine mohair rose" onClose={onClose} />);
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: /Format/ }));
    await events.click(screen.getByRole('option', { name: 'Étiquettes thermiques 50 × 30 mm' }));
    const copies = screen.getByRole('spinbutton', { name: 'Nombre d’étiquettes' });
    await events.clear(copies);
    await events.type(copies, '0');
    await events.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(screen.getByText('Le nombre de copies doit être un entier de 1 à 200')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await events.clear(copies);
    await events.type(copies, '6');
    await events.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/Articles/etiquettes/pdf?articles=12&format=50x30&copies=6',
    );
    expect(names).toEqual(['etiquettes-article-12.pdf']);
  });

  it('prints one label per unit of a delivery, and keeps the server’s refusal on screen', async () => {
    savedFiles();
    const fetchMock = mockFetch(() => errorResponse(404, { detail: 'Entrée de stock non trouvée' }));
    const onClose = vi.fn();
    render(<LabelPrintDialog entryId={7} quantity={12} subject="Entrée de stock n° 7" onClose={onClose} />);
    expect(screen.getByText('Une étiquette par unité livrée : 12.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Entrée de stock non trouvée');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Mouvements/entrees/7/etiquettes/pdf/?format=a4');
    expect(onClose).not.toHaveBeenCalled();
  });
});
