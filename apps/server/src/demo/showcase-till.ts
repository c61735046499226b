import {
  instalmentInputSchema,
  returnCreateSchema,
  saleCreateSchema,
  tillCloseSchema,
  tillMovementCreateSchema,
  tillOpenSchema,
} from '@pelote/shared';
import type { Db } from '../db/types.ts';
import type { SessionUser } from '../lib/access.ts';
import { takeInstalment } from '../modules/client-accounts/index.ts';
import { createReturn } from '../modules/returns/index.ts';
import { createSale } from '../modules/sales/index.ts';
import { addMovement, closeSession, findSession, openSession, sessionReport } from '../modules/till/index.ts';
import { cashPayment, shelf, writeAs } from './showcase-writes.ts';

/**
 * A day at the first shop's till, through the services its routes call: the session opened with a
 * float, sales on credit to the clients who have a limit (a third paid in cash), a cash sale of
 * wool to another client, a cash-out, then the close (Z) with cash short of 500 FCFA and its
 * comment. After the close: the wool sale partly returned (a credit note, 'avoir client') and each
 * client's instalment of half their debt, taken into the shop's next session.
 */

const FLOAT = 2_500_000;
const CASH_SHORT = 50_000;

type TillDay = { gerant: SessionUser; creditClients: number[]; otherClient: number; clock: () => Date };

/** Two articles the shop holds (no wool: its lots are for the wool sale), one of each, up to 50 000 FCFA each. */
async function creditSaleLines(db: Db, magasinId: number, turn: number) {
  const goods = (await shelf(db, magasinId, { min: 2, maxPrice: 5_000_000 })).filter(
    (lot) => lot.type !== 'laine',
  );
  if (goods.length < 2) throw new Error(`showcase: shop ${magasinId} holds too little to sell on credit`);
  return [goods[turn % goods.length], goods[(turn + 1) % goods.length]].map((lot) => ({
    article: lot?.articleId ?? 0,
    quantite: 1,
    prix: lot?.prixUnitaire ?? 0,
  }));
}

/** A wool of the shop held in two lots or more, its lot with most stock holding at least 3. */
async function woolInLots(db: Db, magasinId: number) {
  const lots = await shelf(db, magasinId, { min: 1, type: 'laine' });
  const counts = new Map<number, number>();
  for (const lot of lots) counts.set(lot.articleId, (counts.get(lot.articleId) ?? 0) + 1);
  const wool = lots.find((lot) => (counts.get(lot.articleId) ?? 0) > 1 && lot.quantite >= 3);
  if (!wool) throw new Error(`showcase: shop ${magasinId} holds no wool in several lots`);
  return wool;
}

export async function tillDay(db: Db, { gerant, creditClients, otherClient, clock }: TillDay) {
  const magasin = gerant.magasinId ?? 0;
  const as = <T>(run: Parameters<typeof writeAs<T>>[3]) => writeAs(db, gerant, clock(), run);
  const session = await as((ctx) =>
    openSession(ctx, tillOpenSchema.parse({ magasin, fond_de_caisse: FLOAT })),
  );
  const debts: { client: number; du: number }[] = [];
  for (const [turn, client] of creditClients.entries()) {
    const lines = await creditSaleLines(db, magasin, turn * 2);
    const total = lines.reduce((sum, line) => sum + line.prix, 0);
    const cash = Math.floor(total / 3 / 10_000) * 10_000;
    const paiements = [
      ...(cash > 0 ? [cashPayment(cash)] : []),
      { methode: 'credit_client', montant: total - cash },
    ];
    const articles = lines.map(({ article, quantite }) => ({ article, quantite }));
    await as((ctx) => createSale(ctx, saleCreateSchema.parse({ client, magasin, articles, paiements })));
    debts.push({ client, du: total - cash });
  }
  const wool = await woolInLots(db, magasin);
  const woolSale = await as((ctx) =>
    createSale(
      ctx,
      saleCreateSchema.parse({
        client: otherClient,
        magasin,
        articles: [{ article: wool.articleId, quantite: 3 }],
        paiements: [cashPayment(wool.prixUnitaire * 3)],
      }),
    ),
  );
  await as((ctx) =>
    addMovement(
      ctx,
      session.id,
      tillMovementCreateSchema.parse({
        sens: 'sortie',
        montant: 200_000,
        categorie: 'fournitures',
        motif: 'Achat de sacs en papier',
      }),
    ),
  );
  const open = await findSession(db, session.id);
  if (!open) throw new Error('showcase: the session vanished');
  const { attendus } = await sessionReport(db, open, new Date());
  const comptes = { ...attendus, especes: (attendus.especes ?? 0) - CASH_SHORT };
  const commentaires = { especes: 'Erreur de rendu de monnaie' };
  await as((ctx) => closeSession(ctx, session.id, tillCloseSchema.parse({ comptes, commentaires })));

  const [returned] = woolSale.items;
  if (!returned) throw new Error('showcase: the wool sale has no line');
  const lignes = [
    { ligne: returned.id, quantite: 1, etat: 'revendable', motif: 'La couleur ne convient pas' },
  ];
  await as((ctx) =>
    createReturn(ctx, {
      ...returnCreateSchema.parse({ lignes, remboursement: { methode: 'avoir_client' } }),
      saleId: woolSale.id,
    }),
  );
  for (const { client, du } of debts) {
    const montant = Math.floor(du / 2 / 10_000) * 10_000;
    if (montant === 0) continue;
    await as((ctx) =>
      takeInstalment(ctx, client, instalmentInputSchema.parse({ montant, methode: 'especes', magasin })),
    );
  }
  return { sales: creditClients.length + 1 };
}
