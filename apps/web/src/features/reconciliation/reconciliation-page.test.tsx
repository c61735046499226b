import { type ReconciliationLine, reconciliationLineSchema, reconciliationPageSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import {
  directionUser,
  fakeResponse,
  findGridWithRows,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(
  () => import('./reconciliation-page'),
  () => import('./resolve-line-dialog'),
);

const LIST = '/Rapprochements/';
const RESOLVE = '/Rapprochements/8/resoudre';
const shop = { id: 1, nom: 'Boutique Cocody' };

function line(values: Partial<ReconciliationLine>): ReconciliationLine {
  return {
    id: 7,
    magasin: shop,
    operateur: 'orange_money',
    etat: 'rapproche',
    ligne: 2,
    reference_operateur: 'PP2611.0001',
    date: '2026-11-20T09:05:00.000Z',
    montant_releve: 150_000,
    frais: 0,
    telephone: null,
    paiement: {
      type: 'paiement',
      id: 3,
      reference: 'PP2611.0001',
      montant: 150_000,
      date: '2026-11-20T09:04:00.000Z',
      numero_facture: 'FAC-2026-M01-000003',
    },
    ecart: 0,
    par: 'reference',
    resolution: null,
    created_at: '2026-11-20T18:00:00.000Z',
    ...values,
  };
}

const typed = line({}).paiement as NonNullable<ReconciliationLine['paiement']>;
const absent = line({
  id: 8,
  etat: 'absent_du_releve',
  ligne: null,
  reference_operateur: null,
  montant_releve: null,
  par: null,
  paiement: { ...typed, id: 4, reference: 'FAUX-42', montant: 500_000 },
});

function page(results: ReconciliationLine[]) {
  return fakeResponse(reconciliationPageSchema, {
    count: results.length,
    page: 1,
    page_size: 5,
    total_pages: 1,
    results,
    resume: {
      rapproche: 1,
      montant_different: 0,
      encaisse_non_saisi: 0,
      absent_du_releve: 1,
      resolus: 0,
      frais: 0,
    },
  });
}

/** /rapprochement open for a gérant, one flagged row listed. */
async function openAsGerant() {
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) => (call.path === LIST ? page([absent]) : undefined),
  ]);
  const events = userEvent.setup();
  renderSignedIn('/rapprochement', gerantUser);
  await findGridWithRows('Lignes de rapprochement');
  return { calls, events };
}

describe('Rapprochement', () => {
  it('shows the count per state and each row, and resolves a flagged one with a comment under a key', async () => {
    const calls = fakeRecordingServer([
      shopsRoute,
      (call) =>
        call.path === RESOLVE
          ? fakeResponse(reconciliationLineSchema, {
              ...absent,
              resolution: {
                commentaire: 'Faux SMS',
                par: { id: 1, username: 'direction', nom: 'Awa' },
                le: absent.created_at,
              },
            })
          : undefined,
      (call) => (call.path === LIST ? page([line({}), absent]) : undefined),
    ]);
    const events = userEvent.setup();
    renderSignedIn('/rapprochement', directionUser);
    const grid = await findGridWithRows('Lignes de rapprochement');
    const figures = screen.getByRole('region', { name: 'Lignes par état' });
    expect(figures).toHaveTextContent('Absent du relevé1');
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Rapproché');
    expect(within(grid).getAllByRole('row')[2]).toHaveTextContent('FAUX-42');
    expect(within(grid).getAllByRole('button', { name: /^Résoudre/ })).toHaveLength(1);

    await events.click(within(grid).getByRole('button', { name: 'Résoudre : Absent du relevé, FAUX-42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Résoudre la ligne' });
    await events.click(within(dialog).getByRole('button', { name: 'Résoudre' }));
    expect(await within(dialog).findAllByText('Le commentaire est obligatoire')).not.toHaveLength(0);
    expect(callsTo(calls, RESOLVE, 'POST')).toHaveLength(0);
    await events.type(within(dialog).getByRole('textbox', { name: /Commentaire/ }), 'Faux SMS');
    await events.click(within(dialog).getByRole('button', { name: 'Résoudre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ligne résolue')).toBeInTheDocument();
    const [post] = callsTo(calls, RESOLVE, 'POST');
    expect(post?.body).toEqual({ commentaire: 'Faux SMS' });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it("filters a gerant's rows by state", async () => {
    const { calls, events } = await openAsGerant();
    await events.click(screen.getByRole('button', { name: /(^|\s)État$/ }));
    await events.click(await screen.findByRole('option', { name: 'Absent du relevé' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query.get('etat')).toBe('absent_du_releve'));
  });

  it('keeps to the days asked for, and says when they are backwards', async () => {
    const { calls, events } = await openAsGerant();
    await events.type(screen.getByLabelText('Du'), '2026-11-01');
    await events.type(screen.getByLabelText('Au'), '2026-11-20');
    await waitFor(() => {
      const query = callsTo(calls, LIST).at(-1)?.query;
      expect([query?.get('date_debut'), query?.get('date_fin')]).toEqual(['2026-11-01', '2026-11-20']);
    });
    await events.clear(screen.getByLabelText('Du'));
    await events.type(screen.getByLabelText('Du'), '2026-11-25');
    expect(await screen.findByText('La date de fin doit suivre la date de début')).toBeInTheDocument();
  });
});
