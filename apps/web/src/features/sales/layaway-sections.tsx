import {
  clientName,
  formatDate,
  formatDateTime,
  formatMoney,
  LAYAWAY_DEPOSIT_OUTCOME_LABELS,
  type Layaway,
  lotName,
} from '@pelote/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { Panel } from '@/components/panel';
import { LayawayStatusBadge } from './layaway-status-badge';

export const LAYAWAY_SECTIONS_TEXTS = {
  client: 'Client',
  profile: (name: string) => `Fiche de ${name}`,
  created: (date: string, who: string) => `Mise de côté le ${date}${who ? ` par ${who}` : ''}`,
  due: (date: string) => `Échéance : ${date}`,
  expires: (date: string) => `Expire après le ${date} si rien n’est retiré`,
  closed: (date: string) => `Clôturée le ${date}`,
  reason: (motif: string) => `Motif : ${motif}`,
  depositBecame: (outcome: string) => `Acompte restant : ${outcome}`,
  money: 'Acompte et reste à payer',
  depositPaid: 'Acompte versé',
  depositLeft: 'Acompte disponible',
  left: 'Reste à payer au prix du jour',
  lines: 'Articles mis de côté',
  lot: (bain: string) => `Bain ${lotName(bain)}`,
  setAside: 'Mis de côté',
  reserved: 'Réservés',
  pickedUp: 'Retirés',
  price: (price: string) => `${price} l’unité aujourd’hui`,
} as const;

const T = LAYAWAY_SECTIONS_TEXTS;

/** Its status, who set it aside and when, the due date, the note; how it ended once closed. */
export function LayawayFacts({ layaway }: { layaway: Layaway }) {
  const isOpen = layaway.cloture_le === null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <LayawayStatusBadge statut={layaway.statut} />
      </div>
      <ul className="text-sm text-stone-600">
        <li>{T.created(formatDateTime(layaway.cree_le), layaway.cree_par?.username ?? '')}</li>
        <li className="font-medium text-stone-800">{T.due(formatDate(layaway.echeance))}</li>
        {isOpen ? <li>{T.expires(formatDate(layaway.expire_apres))}</li> : null}
        {layaway.cloture_le ? <li>{T.closed(formatDateTime(layaway.cloture_le))}</li> : null}
        {layaway.motif_annulation ? <li>{T.reason(layaway.motif_annulation)}</li> : null}
        {layaway.depot_devenu ? (
          <li>{T.depositBecame(LAYAWAY_DEPOSIT_OUTCOME_LABELS[layaway.depot_devenu])}</li>
        ) : null}
      </ul>
      {layaway.note ? <p className="text-sm break-words text-stone-700">{layaway.note}</p> : null}
    </div>
  );
}

/** A figure under its label, in a `<dl>`: an amount (large) or a count. */
function Figure({
  label,
  children,
  isCount = false,
}: {
  label: string;
  children: ReactNode;
  isCount?: boolean;
}) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className={`font-semibold text-stone-900 ${isCount ? 'text-base tabular-nums' : 'text-lg'}`}>
        {children}
      </dd>
    </div>
  );
}

/** The client (to her profile), the deposit paid and left, what is left to pay at today's price. */
export function LayawayMoney({ layaway }: { layaway: Layaway }) {
  const name = clientName(layaway.client);
  return (
    <Panel id="layaway-money" title={T.money}>
      <p className="mt-2 text-sm text-stone-700">
        {T.client} :{' '}
        <Link to={`/clients/${layaway.client.id}`} className="font-medium text-rose-700 underline">
          {name}
        </Link>
        {layaway.client.contact ? ` · ${layaway.client.contact}` : null}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={T.depositPaid}>
          <Money value={layaway.acompte} />
        </Figure>
        <Figure label={T.depositLeft}>
          <Money value={layaway.acompte_disponible} />
        </Figure>
        <Figure label={T.left}>
          <Money value={layaway.reste_estime} />
        </Figure>
      </dl>
    </Panel>
  );
}

/** Each line: the article and its lot, set aside, still reserved, picked up; today's unit price. */
export function LayawayLines({ layaway }: { layaway: Layaway }) {
  return (
    <Panel id="layaway-lines" title={T.lines}>
      <ul className="mt-3 flex flex-col divide-y divide-stone-200">
        {layaway.lignes.map((line) => (
          <li key={line.id} className="flex flex-col gap-2 py-3">
            <div className="flex flex-col gap-0.5">
              <span className="font-medium break-words text-stone-900">{line.article.nom}</span>
              <span className="text-xs text-stone-500">
                {line.bain ? `${T.lot(line.bain)} · ` : ''}
                {T.price(formatMoney(line.prix_unitaire))}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              <Figure label={T.setAside} isCount>
                {line.quantite}
              </Figure>
              <Figure label={T.reserved} isCount>
                {line.quantite_reservee}
              </Figure>
              <Figure label={T.pickedUp} isCount>
                {line.quantite_retiree}
              </Figure>
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
