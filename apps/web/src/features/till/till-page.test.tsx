import {
  errorResponseSchema,
  TILL_MESSAGES,
  tillCurrentSchema,
  tillMovementSchema,
  tillReportSchema,
  tillSessionDetailSchema,
  tillSessionPageSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  fakeSessionStore,
  gerantUser,
  renderApp,
  signedIn,
} from '@/test/utils';
import {
  callsTo,
  closedSession,
  fakeTillServer,
  sessionDetail,
  sessionResponse,
  tillMovement,
  tillReport,
  tillSession,
} from './till.test-support';

// The screen makes several calls before it settles: give a busy machine time to answer them.
configure({ asyncUtilTimeout: 5000 });

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

// The route loads the page on demand: load it once up front so no test waits on the first load.
beforeAll(async () => {
  await Promise.all([import('@/app/app-layout'), import('./till-page')]);
}, 30_000);

const CURRENT = '/Caisses/courante';
const OPEN = '/Caisses/ouvrir';
const LIST = '/Caisses/';
const REPORT = '/Caisses/7/rapport-x';
const MOVEMENTS = '/Caisses/7/mouvements';
const CLOSE = '/Caisses/7/cloturer';

const emptyPage = { count: 0, page: 1, page_size: 5, total_pages: 0, results: [] };

function renderTill(user = gerantUser, path = '/caisse') {
  const events = userEvent.setup();
  renderApp({ initialEntries: [path], sessionStore: fakeSessionStore(signedIn(user)) });
  return events;
}

/** The open session 7 of Yopougon, its X report, and an empty list of sessions. */
function openTillRoutes(report = tillReport()) {
  return [
    (call: { path: string; method: string }) =>
      call.path === CURRENT && call.method === 'GET'
        ? fakeResponse(tillCurrentSchema, { session: tillSession(), fond_propose: 5_000_000 })
        : undefined,
    (call: { path: string }) => (call.path === REPORT ? fakeResponse(tillReportSchema, report) : undefined),
    (call: { path: string }) =>
      call.path === LIST ? fakeResponse(tillSessionPageSchema, emptyPage) : undefined,
  ];
}

describe('Till page: opening', () => {
  it("pre-fills the float with the last close's count, shows a different amount as a gap, and opens the gerant's till with a key", async () => {
    let opened = false;
    const calls = fakeTillServer([
      (call) =>
        call.path === CURRENT
          ? fakeResponse(tillCurrentSchema, {
              session: opened ? tillSession({ fond_de_caisse: 4_500_000, ecart_fond: -500_000 }) : null,
              fond_propose: 5_000_000,
            })
          : undefined,
      (call) => {
        if (call.path !== OPEN) return undefined;
        opened = true;
        return sessionResponse(tillSession({ fond_de_caisse: 4_500_000, ecart_fond: -500_000 }), 201);
      },
      (call) => (call.path === REPORT ? fakeResponse(tillReportSchema, tillReport()) : undefined),
      (call) => (call.path === LIST ? fakeResponse(tillSessionPageSchema, emptyPage) : undefined),
    ]);
    const events = renderTill();
    expect(await screen.findByRole('heading', { name: 'Caisse', level: 1 })).toBeInTheDocument();
    const float = await screen.findByRole('textbox', { name: /Fond de caisse/ });
    expect(float).toHaveValue('50000,00');
    expect(screen.getByText('Dernière clôture : 50 000,00 FCFA')).toBeInTheDocument();
    expect(screen.queryByText(/Écart avec la dernière clôture/)).toBeNull();
    expect(callsTo(calls, CURRENT)[0]?.query.get('magasin')).toBe('2');

    await events.clear(float);
    await events.type(float, '45 000');
    expect(screen.getByText('Écart avec la dernière clôture : -5 000,00 FCFA')).toBeInTheDocument();
    await events.keyboard('{Enter}');

    await waitFor(() => expect(callsTo(calls, OPEN, 'POST')).toHaveLength(1));
    const [post] = callsTo(calls, OPEN, 'POST');
    expect(post?.body).toEqual({ magasin: 2, fond_de_caisse: 4_500_000 });
    expect(post?.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(await screen.findByRole('heading', { name: 'Caisse ouverte' })).toBeInTheDocument();
    expect(screen.getByText('Écart avec la dernière clôture : -5 000,00 FCFA')).toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses the opening', async () => {
    fakeTillServer([
      (call) =>
        call.path === CURRENT
          ? fakeResponse(tillCurrentSchema, { session: null, fond_propose: null })
          : undefined,
      (call) => (call.path === OPEN ? errorResponse(409, { detail: TILL_MESSAGES.alreadyOpen }) : undefined),
      (call) => (call.path === LIST ? fakeResponse(tillSessionPageSchema, emptyPage) : undefined),
    ]);
    const events = renderTill();
    const float = await screen.findByRole('textbox', { name: /Fond de caisse/ });
    expect(float).toHaveValue('');
    expect(screen.getByText('Première ouverture de caisse de ce magasin.')).toBeInTheDocument();
    await events.type(float, '20000');
    await events.click(screen.getByRole('button', { name: 'Ouvrir la caisse' }));
    expect(await screen.findByText(TILL_MESSAGES.alreadyOpen)).toBeInTheDocument();
    expect(float).toHaveValue('20000,00');
  });

  it('asks head office to pick a shop before its till, and lists every shop meanwhile', async () => {
    const calls = fakeTillServer([
      (call) => (call.path === LIST ? fakeResponse(tillSessionPageSchema, emptyPage) : undefined),
    ]);
    renderTill(directionUser);
    expect(await screen.findByText('Choisissez un magasin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sélectionner un magasin' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune session de caisse')).toBeInTheDocument();
    expect(callsTo(calls, CURRENT)).toHaveLength(0);
    expect(callsTo(calls, LIST)[0]?.query.has('magasin')).toBe(false);
  });

  it('shows an error with a retry when the till cannot be read', async () => {
    let failures = 1;
    fakeTillServer([
      (call) => {
        if (call.path !== CURRENT) return undefined;
        if (failures-- > 0) return errorResponse(500, { detail: 'Erreur interne du serveur' });
        return fakeResponse(tillCurrentSchema, { session: null, fond_propose: 100 });
      },
      (call) => (call.path === LIST ? fakeResponse(tillSessionPageSchema, emptyPage) : undefined),
    ]);
    const events = renderTill();
    expect(await screen.findByText('Erreur lors du chargement de la caisse')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Ouvrir la caisse' })).toBeInTheDocument();
  });
});

describe('Till page: the open session', () => {
  it('shows the float and the takings per method from the X report', async () => {
    fakeTillServer(openTillRoutes());
    renderTill();
    const panel = await screen.findByRole('region', { name: 'Caisse ouverte' });
    expect(panel).toHaveTextContent('Ouverte le 02/03/2026 08:00 par Koffi Yao');
    expect(panel).toHaveTextContent('Fond de caisse50 000,00 FCFA');
    const takings = within(panel).getByRole('region', { name: 'Encaissements' });
    await waitFor(() => expect(takings).toHaveTextContent('Espèces20 000,00 FCFA'));
    expect(takings).toHaveTextContent('Orange Money12 000,00 FCFA');
    expect(takings).toHaveTextContent('Wave0,00 FCFA');
    expect(takings).toHaveTextContent('Nombre de ventes4');
  });

  it("records a cash out with its reason; a refusal keeps what was typed; a network failure keeps the dialog's key", async () => {
    let attempt = 0;
    const calls = fakeTillServer([
      (call) => {
        if (call.path !== MOVEMENTS) return undefined;
        attempt += 1;
        if (attempt === 1) return errorResponse(409, { detail: TILL_MESSAGES.insufficientCash });
        if (attempt === 2) throw new TypeError('Failed to fetch');
        return fakeResponse(tillMovementSchema, tillMovement({ montant: 300_000 }), 201);
      },
      ...openTillRoutes(),
    ]);
    const events = renderTill();
    await events.click(await screen.findByRole('button', { name: "Sortie d'espèces" }));
    const dialog = await screen.findByRole('dialog', { name: "Sortie d'espèces" });
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La catégorie est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le montant est requis')).toBeInTheDocument();
    // The motif is optional for a category, except 'Autre'.
    expect(within(dialog).queryByText(TILL_MESSAGES.motifRequired)).not.toBeInTheDocument();
    const chooseCategory = async (label: string) => {
      await events.click(within(dialog).getByRole('button', { name: /Catégorie/ }));
      await events.click(await screen.findByRole('option', { name: label }));
    };
    await chooseCategory('Autre');
    await events.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '3000');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(TILL_MESSAGES.motifRequired)).toBeInTheDocument();
    expect(callsTo(calls, MOVEMENTS, 'POST')).toHaveLength(0);

    await chooseCategory('Dépôt en banque');
    expect(within(dialog).getByRole('textbox', { name: /Motif/ })).toHaveAccessibleName('Motif (facultatif)');
    await events.type(within(dialog).getByRole('textbox', { name: /Motif/ }), '  Dépôt à la banque ');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(TILL_MESSAGES.insufficientCash)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motif/ })).toHaveValue('  Dépôt à la banque ');

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/Impossible de contacter le serveur/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText("Sortie d'espèces de 3 000,00 FCFA enregistrée")).toBeInTheDocument();

    const posts = callsTo(calls, MOVEMENTS, 'POST');
    expect(posts).toHaveLength(3);
    expect(posts[2]?.body).toEqual({
      sens: 'sortie',
      montant: 300_000,
      categorie: 'depot_banque',
      motif: 'Dépôt à la banque',
    });
    // Answered (409): a new key; not reached: the same key again.
    expect(posts[1]?.headers['Idempotency-Key']).not.toBe(posts[0]?.headers['Idempotency-Key']);
    expect(posts[2]?.headers['Idempotency-Key']).toBe(posts[1]?.headers['Idempotency-Key']);
  });

  it('shows the X report in a dialog', async () => {
    fakeTillServer(openTillRoutes());
    const events = renderTill();
    await events.click(await screen.findByRole('button', { name: 'Rapport X' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapport X' });
    await waitFor(() => expect(dialog).toHaveTextContent("Sorties d'espèces5 000,00 FCFA"));
    expect(dialog).toHaveTextContent('Monnaie rendue1 500,00 FCFA');
    expect(within(dialog).getByLabelText('Attendu').textContent ?? '').toContain('Espèces65 000,00 FCFA');
    expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeEnabled();
  });
});

describe('Till page: the blind close', () => {
  it('asks for the counts without the expected amounts, then shows the differences, wants a comment for each, and ends on the Z', async () => {
    let closeAttempts = 0;
    const calls = fakeTillServer([
      (call) => {
        if (call.path !== CLOSE) return undefined;
        closeAttempts += 1;
        if (closeAttempts === 1)
          return errorResponse(400, errorResponseSchema.parse({ detail: TILL_MESSAGES.commentRequired }));
        return sessionResponse(closedSession());
      },
      (call) =>
        call.path === '/Caisses/7/rapport-z/pdf'
          ? new Response('%PDF-1.7 rapport Z', {
              status: 200,
              headers: { 'Content-Type': 'application/pdf' },
            })
          : undefined,
      ...openTillRoutes(),
    ]);
    const events = renderTill();
    await events.click(await screen.findByRole('button', { name: 'Clôturer la caisse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clôturer la caisse' });
    const cash = await within(dialog).findByRole('textbox', { name: /Espèces comptées/ });
    const orange = within(dialog).getByRole('textbox', { name: /Orange Money compté/ });
    expect(within(dialog).queryByRole('textbox', { name: /Wave/ })).toBeNull();
    // Blind: nothing expected in sight.
    expect(dialog).not.toHaveTextContent('65 000,00');
    expect(dialog).not.toHaveTextContent('12 000,00');
    expect(dialog).not.toHaveTextContent('Attendu');

    await events.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findAllByText('Le montant est requis')).toHaveLength(2);
    await events.type(cash, '64500');
    await events.type(orange, '12000');
    await events.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    const table = await within(dialog).findByRole('table', { name: 'Comptage et montants attendus' });
    const cashRow = within(table).getByRole('row', { name: /^Espèces/ });
    expect(cashRow).toHaveTextContent('65 000,00 FCFA');
    expect(cashRow).toHaveTextContent('64 500,00 FCFA');
    expect(cashRow).toHaveTextContent('-500,00 FCFA');
    expect(within(table).getByRole('row', { name: /^Orange Money/ })).toHaveTextContent('0,00 FCFA');
    // A comment for the cash difference only.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);

    await events.click(within(dialog).getByRole('button', { name: 'Clôturer la caisse' }));
    expect(await within(dialog).findByText('Commentaire obligatoire pour chaque écart')).toBeInTheDocument();
    const comment = within(dialog).getByRole('textbox', { name: /Commentaire \(Espèces\)/ });
    expect(comment).toHaveFocus();
    await events.type(comment, 'Erreur de rendu');
    await events.click(within(dialog).getByRole('button', { name: 'Clôturer la caisse' }));
    expect(within(dialog).getByText(/La clôture est définitive/)).toBeInTheDocument();
    expect(callsTo(calls, CLOSE, 'POST')).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer la clôture' }));

    // Refused: the message, and everything typed is kept.
    expect(await within(dialog).findByText(TILL_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Commentaire \(Espèces\)/ })).toHaveValue(
      'Erreur de rendu',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Clôturer la caisse' }));
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer la clôture' }));

    const zDialog = await screen.findByRole('dialog', { name: 'Caisse clôturée · Z-2026-M02-000001' });
    expect(zDialog).toHaveTextContent('Numéro du Z : Z-2026-M02-000001');
    expect(within(zDialog).getByRole('row', { name: /^Espèces/ })).toHaveTextContent('-500,00 FCFA');
    expect(zDialog).toHaveTextContent('Erreur de rendu');
    const posts = callsTo(calls, CLOSE, 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      comptes: { especes: 6_450_000, orange_money: 1_200_000 },
      commentaires: { especes: 'Erreur de rendu' },
    });
    expect(posts[1]?.headers['Idempotency-Key']).toBeTruthy();

    const saved: { name: string; size: number }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', size: blob.size });
      return 'blob:z';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    await events.click(within(zDialog).getByRole('button', { name: 'Télécharger le Z (PDF)' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'rapport_Z-2026-M02-000001.pdf', size: 18 }]));
    expect(callsTo(calls, '/Caisses/7/rapport-z/pdf')[0]?.headers.Accept).toBe('application/pdf');
  });
});

describe('Till page: the sessions of head office', () => {
  it('lists the sessions with their manager, times, Z and differences, filters them, and opens one', async () => {
    const open = tillSession({ id: 8, magasin: { id: 1, nom: 'Boutique Cocody' } });
    const calls = fakeTillServer([
      (call) =>
        call.path === LIST
          ? fakeResponse(tillSessionPageSchema, {
              count: 6,
              page: Number(call.query.get('page') ?? 1),
              page_size: 5,
              total_pages: 2,
              results: [open, closedSession()],
            })
          : undefined,
      (call) =>
        call.path === '/Caisses/7' ? fakeResponse(tillSessionDetailSchema, sessionDetail()) : undefined,
    ]);
    const events = renderTill(directionUser);
    const table = await screen.findByRole('grid', { name: 'Liste des sessions de caisse' });
    const closedRow = within(table).getByRole('row', { name: /Boutique Yopougon/ });
    expect(closedRow).toHaveTextContent('02/03/2026 08:00');
    expect(closedRow).toHaveTextContent('par Koffi Yao');
    expect(closedRow).toHaveTextContent('Z-2026-M02-000001');
    expect(closedRow).toHaveTextContent('Espèces-500,00 FCFA');
    expect(within(table).getByRole('row', { name: /Boutique Cocody/ })).toHaveTextContent('Ouverte');
    expect(screen.getByText('6 session(s)')).toBeInTheDocument();
    expect(callsTo(calls, LIST)[0]?.query.get('page_size')).toBe('5');

    await events.click(screen.getByRole('button', { name: /^Tous les magasins\s*Magasin/ }));
    await events.click(await screen.findByRole('option', { name: 'Boutique Yopougon' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query.get('magasin')).toBe('2'));
    const from = screen.getByLabelText('Du');
    await events.type(from, '2026-03-01');
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query.get('date_debut')).toBe('2026-03-01'));

    await events.click(
      within(table).getByRole('button', { name: 'Voir la session de caisse Z-2026-M02-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Session de caisse Z-2026-M02-000001' });
    const movements = await within(dialog).findByRole('region', { name: 'Mouvements de caisse' });
    expect(movements).toHaveTextContent('Sortie · Dépôt en banque : Dépôt à la banque');
    expect(movements).toHaveTextContent('-5 000,00 FCFA');
    expect(within(dialog).getByRole('region', { name: 'Rapport Z' })).toHaveTextContent('Erreur de rendu');
    expect(within(dialog).getByRole('button', { name: 'Télécharger le Z (PDF)' })).toBeInTheDocument();
  });
});
