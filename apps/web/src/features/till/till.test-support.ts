import {
  type Shop,
  stockAlertsPageSchema,
  type TillMovement,
  type TillReport,
  type TillSession,
  type TillSessionDetail,
  tillMovementSchema,
  tillReportSchema,
  tillSessionDetailSchema,
  tillSessionSchema,
} from '@pelote/shared';
import { fakeRecordingServer, type Route } from '@/test/recording-server.test-support';
import { noAlertsPage } from '@/test/shell-server';
import { shopsResponse, testShops } from '@/test/shop.test-support';
import { checked, errorResponse, fakeResponse } from '@/test/utils';

/** Till records as the API answers them, checked against the shared schemas. */

const person = (id: number, username: string, nom: string) => ({ id, username, nom });
export const koffi = person(2, 'koffi', 'Koffi Yao');

export function tillSession(overrides: Partial<TillSession> = {}): TillSession {
  return checked(tillSessionSchema, {
    id: 7,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    statut: 'ouverte',
    ouverte_at: '2026-03-02T08:00:00.000Z',
    ouverte_par: koffi,
    ouverture_auto: false,
    fond_de_caisse: 5_000_000,
    fond_propose: 5_000_000,
    ecart_fond: 0,
    cloturee_at: null,
    cloturee_par: null,
    numero_z: null,
    attendus: null,
    comptes: null,
    ecarts: null,
    commentaires: null,
    ...overrides,
  });
}

/** Session 7 of Yopougon closed with its Z. */
export function closedSession(overrides: Partial<TillSession> = {}): TillSession {
  return tillSession({
    statut: 'cloturee',
    cloturee_at: '2026-03-02T19:00:00.000Z',
    cloturee_par: koffi,
    numero_z: 'Z-2026-M02-000001',
    attendus: { especes: 6_500_000, orange_money: 1_200_000 },
    comptes: { especes: 6_450_000, orange_money: 1_200_000 },
    ecarts: { especes: -50_000, orange_money: 0 },
    commentaires: { especes: 'Erreur de rendu' },
    ...overrides,
  });
}

export function tillReport(overrides: Partial<TillReport> = {}): TillReport {
  return checked(tillReportSchema, {
    session: 7,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    genere_at: '2026-03-02T18:00:00.000Z',
    fond_de_caisse: 5_000_000,
    nombre_ventes: 4,
    encaissements: { especes: 2_000_000, orange_money: 1_200_000 },
    monnaie_rendue: 150_000,
    entrees: 0,
    sorties: 500_000,
    remboursements: 0,
    attendus: { especes: 6_500_000, orange_money: 1_200_000 },
    ...overrides,
  });
}

export function tillMovement(overrides: Partial<TillMovement> = {}): TillMovement {
  return checked(tillMovementSchema, {
    id: 31,
    session: 7,
    sens: 'sortie',
    montant: 500_000,
    categorie: 'depot_banque',
    motif: 'Dépôt à la banque',
    utilisateur: koffi,
    created_at: '2026-03-02T12:00:00.000Z',
    justificatif_url: null,
    ...overrides,
  });
}

export function sessionDetail(overrides: Partial<TillSessionDetail> = {}): TillSessionDetail {
  return checked(tillSessionDetailSchema, {
    ...closedSession(),
    mouvements: [tillMovement()],
    rapport: tillReport(),
    ...overrides,
  });
}

export const sessionResponse = (session: TillSession, status = 200) =>
  fakeResponse(tillSessionSchema, session, status);

export type { Call } from '@/test/recording-server.test-support';
export { callsTo } from '@/test/recording-server.test-support';

/** The alerts' count the top bar asks for: none. */
const noAlertsRoute: Route = (call) =>
  call.path === '/Magasins/articles-niveau-seuil'
    ? fakeResponse(stockAlertsPageSchema, noAlertsPage(1))
    : undefined;

/**
 * A fake API for the till screen: the shell's calls (shops, alert count) and the given routes, tried
 * in order; every call is recorded. A route may throw to stand for a network failure.
 */
export function fakeTillServer(routes: Route[], shops: Shop[] = testShops) {
  const shopsRoute: Route = (call) =>
    call.path === '/Magasins/liste-magasins' ? shopsResponse(shops) : undefined;
  return fakeRecordingServer([
    shopsRoute,
    ...routes,
    noAlertsRoute,
    () => errorResponse(404, { detail: 'Ressource introuvable' }),
  ]);
}
