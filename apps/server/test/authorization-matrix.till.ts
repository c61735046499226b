import {
  DEPOSIT_PATHS,
  TILL_PATHS,
  type TillMovement,
  type TillReport,
  type TillSession,
  todayIso,
} from '@pelote/shared';
import {
  type MatrixFixtures,
  type MatrixRow,
  PNG,
  permitted,
  shopA,
  shopAPage,
  shopARecord,
  signedIn,
  wholePageOfA,
} from './authorization-matrix.types.ts';

/** The open till session of shop A (opened as direction when none is): its id. */
async function openTillOfA(f: MatrixFixtures): Promise<number> {
  const current = (await f.asDirection('GET', `/api${TILL_PATHS.current}?magasin=${f.shopA}`)) as {
    session: TillSession | null;
  };
  if (current.session) return current.session.id;
  const opened = (await f.asDirection('POST', `/api${TILL_PATHS.open}`, {
    magasin: f.shopA,
    fond_de_caisse: 0,
  })) as TillSession;
  return opened.id;
}

/** The counts that match what shop A's open session expects: a close without a difference. */
async function exactCounts(f: MatrixFixtures, id: number) {
  const report = (await f.asDirection('GET', `/api${TILL_PATHS.session}/${id}/rapport-x`)) as TillReport;
  return { comptes: report.attendus };
}

/** Closes shop A's open session, if any, as direction: answers the closed session's id. */
async function closedTillOfA(f: MatrixFixtures): Promise<number> {
  const id = await openTillOfA(f);
  await f.asDirection('POST', `/api${TILL_PATHS.session}/${id}/cloturer`, await exactCounts(f, id));
  return id;
}

/** A fresh open session of shop A (the previous one closed). */
async function freshTillOfA(f: MatrixFixtures): Promise<number> {
  await closedTillOfA(f);
  return openTillOfA(f);
}

/**
 * A cash-out of shop A's open till, as direction (cash put in first, so the till holds it): a bank
 * deposit, or an expense with the photo the matrix's fixtures uploaded (the same PNG bytes) as its receipt.
 */
async function cashOutOfA(f: MatrixFixtures, kind: 'depot' | 'justificatif'): Promise<TillMovement> {
  const id = await openTillOfA(f);
  const movements = `/api${TILL_PATHS.session}/${id}/mouvements`;
  await f.asDirection('POST', movements, { sens: 'entree', montant: 10_000, motif: 'Monnaie' });
  const body =
    kind === 'depot'
      ? { sens: 'sortie', montant: 10_000, categorie: 'depot_banque' }
      : { sens: 'sortie', montant: 10_000, categorie: 'transport', justificatif: f.photoName.split('.')[0] };
  return (await f.asDirection('POST', movements, body)) as TillMovement;
}

/** The till (both roles, a gerant their own shop's only). Part of AUTHORIZATION_MATRIX. */
export const TILL_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${TILL_PATHS.open}`,
    expect: shopA(201),
    request: async (f) => {
      await closedTillOfA(f);
      return { body: { magasin: f.shopA, fond_de_caisse: 0 } };
    },
  },
  shopARecord(`/api${TILL_PATHS.current}`, (f) => ({ query: { magasin: f.shopA } })),
  shopAPage(`/api${TILL_PATHS.list}`, wholePageOfA),
  shopARecord(`/api${TILL_PATHS.session}/:id`, async (f) => ({ params: { id: await openTillOfA(f) } })),
  {
    method: 'POST',
    path: `/api${TILL_PATHS.session}/:id/mouvements`,
    expect: shopA(201),
    request: async (f) => ({
      params: { id: await openTillOfA(f) },
      body: { sens: 'entree', montant: 10_000, motif: 'Monnaie' },
    }),
  },
  shopARecord(`/api${TILL_PATHS.session}/:id/rapport-x`, async (f) => ({
    params: { id: await openTillOfA(f) },
  })),
  {
    method: 'POST',
    path: `/api${TILL_PATHS.session}/:id/cloturer`,
    expect: shopA(200),
    request: async (f) => {
      const id = await freshTillOfA(f);
      return { params: { id }, body: await exactCounts(f, id) };
    },
  },
  shopARecord(`/api${TILL_PATHS.session}/:id/rapport-z/pdf`, async (f) => ({
    params: { id: await closedTillOfA(f) },
  })),
  {
    method: 'POST',
    path: `/api${TILL_PATHS.receipts}`,
    expect: signedIn(201),
    request: () => ({
      file: { field: 'photo', filename: 'ticket.png', contentType: 'image/png', bytes: PNG },
    }),
  },
  shopARecord(`/api${TILL_PATHS.movement}/:id/justificatif`, async (f) => ({
    params: { id: (await cashOutOfA(f, 'justificatif')).id },
  })),
  shopAPage(`/api${DEPOSIT_PATHS.list}`, wholePageOfA),
  {
    method: 'POST',
    path: `/api${DEPOSIT_PATHS.deposit}/:id/confirmer`,
    expect: permitted('deposits:confirm', 200),
    request: async (f) => {
      const deposit = await cashOutOfA(f, 'depot');
      return {
        params: { id: deposit.id },
        body: { montant_recu: deposit.montant, reference_bordereau: `BRD-${f.unique()}`, date: todayIso() },
      };
    },
  },
  { method: 'GET', path: `/api${TILL_PATHS.day}`, expect: permitted('till:day-view', 200) },
];
