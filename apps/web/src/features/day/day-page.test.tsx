import { type TillDay, tillDaySchema, todayIso } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmedDeposit, depositRecord } from '@/test/deposit.test-support';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { checked, directionUser, fakeResponse, gerantUser, preloadPages, renderSignedIn } from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(() => import('./day-page'));

const DAY = '/Caisses/journee';
const none = { depot_banque: 0, depot_siege: 0 };

function day(date: string): TillDay {
  return checked(tillDaySchema, {
    date,
    magasins: [
      {
        magasin: { id: 1, nom: 'Boutique Cocody' },
        caisse: 'ouverte',
        sessions: [],
        ecart_z: null,
        nombre_ventes: 3,
        encaissements: { especes: 450_000, wave: 150_000 },
        depenses: 25_000,
        depenses_par_categorie: { transport: 20_000, non_classee: 5_000 },
        depots: [depositRecord({ id: 42, magasin: { id: 1, nom: 'Boutique Cocody' }, montant: 300_000 })],
        en_transit: { depot_banque: 300_000, depot_siege: 0 },
        rapprochement: {
          wave: {
            rapproche: 2,
            montant_different: 0,
            encaisse_non_saisi: 1,
            absent_du_releve: 1,
            resolus: 1,
            frais: 0,
          },
        },
      },
      {
        magasin: { id: 2, nom: 'Boutique Yopougon' },
        caisse: 'cloturee',
        sessions: [
          {
            id: 7,
            statut: 'cloturee',
            ouverte_at: `${date}T08:00:00.000Z`,
            cloturee_at: `${date}T19:00:00.000Z`,
            numero_z: 'Z-2026-M02-000004',
            ecarts: { especes: -10_000 },
            commentaires: { especes: 'Pièce perdue' },
          },
        ],
        ecart_z: -10_000,
        nombre_ventes: 0,
        encaissements: {},
        depenses: 0,
        depenses_par_categorie: {},
        depots: [confirmedDeposit()],
        en_transit: none,
        rapprochement: {},
      },
    ],
    totaux: {
      encaissements: { especes: 450_000, wave: 150_000 },
      depenses: 25_000,
      en_transit: { depot_banque: 300_000, depot_siege: 0 },
    },
  });
}

const shift = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00.000Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('Journée', () => {
  it("shows today's totals and each shop's till, Z difference, takings, expenses and deposits", async () => {
    const calls = fakeRecordingServer([
      shopsRoute,
      (call) =>
        call.path === DAY ? fakeResponse(tillDaySchema, day(call.query.get('date') ?? '')) : undefined,
    ]);
    renderSignedIn('/journee', directionUser);
    const cocody = await screen.findByRole('region', { name: 'Boutique Cocody' });
    expect(callsTo(calls, DAY)[0]?.query.get('date')).toBe(todayIso());
    const totals = screen.getByRole('region', { name: 'Totaux du jour' });
    expect(within(totals).getByText('Encaissements').nextSibling).toHaveTextContent('6 000,00 FCFA');
    expect(within(totals).getByText('En transit vers la banque').nextSibling).toHaveTextContent(
      '3 000,00 FCFA',
    );
    expect(cocody).toHaveTextContent('Caisse ouverte');
    expect(cocody).toHaveTextContent('Aucun Z ce jour');
    expect(cocody).toHaveTextContent('Encaissements (3 ventes)');
    expect(cocody).toHaveTextContent('Wave1 500,00 FCFA');
    expect(cocody).toHaveTextContent('Wave2 rapproché1 encaissé non saisi1 absent du relevé(1 résolu)');
    expect(cocody).toHaveTextContent('Dépenses : 250,00 FCFA');
    expect(cocody).toHaveTextContent('Transport200,00 FCFA');
    expect(cocody).toHaveTextContent('Non classée50,00 FCFA');
    expect(cocody).toHaveTextContent('En transit : banque 3 000,00 FCFA, siège 0,00 FCFA');
    const yopougon = screen.getByRole('region', { name: 'Boutique Yopougon' });
    expect(yopougon).toHaveTextContent('Clôturée : Z-2026-M02-000004');
    expect(yopougon).toHaveTextContent('Écart du Z-100,00 FCFA');
    expect(yopougon).toHaveTextContent('Aucun encaissement');
    expect(yopougon).toHaveTextContent('Aucun relevé importé pour ce jour');
    expect(yopougon).toHaveTextContent('Confirmé');
    expect(yopougon).toHaveTextContent('Écart : -100,00 FCFA');
    expect(yopougon).toHaveTextContent('Billet déchiré refusé');
  });

  it('goes to the day before, shown in the date field', async () => {
    const calls = fakeRecordingServer([
      shopsRoute,
      (call) =>
        call.path === DAY ? fakeResponse(tillDaySchema, day(call.query.get('date') ?? '')) : undefined,
    ]);
    const events = userEvent.setup();
    renderSignedIn('/journee', directionUser);
    await screen.findByRole('region', { name: 'Boutique Cocody' });
    expect(screen.getByRole('button', { name: 'Jour suivant' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await waitFor(() => expect(callsTo(calls, DAY).at(-1)?.query.get('date')).toBe(shift(todayIso(), -1)));
    expect(screen.getByLabelText('Date')).toHaveValue(shift(todayIso(), -1));
  });

  it('is not for a gerant', async () => {
    fakeRecordingServer([shopsRoute]);
    renderSignedIn('/journee', gerantUser);
    expect(await screen.findByText('Permissions insuffisantes')).toBeInTheDocument();
  });
});
