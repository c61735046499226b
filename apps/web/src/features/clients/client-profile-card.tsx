import { type Client, formatDate } from '@pelote/shared';
import type { ReactNode } from 'react';
import { Money } from '@/components/money';
import { ageInYears, clientFullName, formatAge } from './client-display';
import { ClientPriceListName } from './client-price-list';
import { ClientStatusBadge } from './client-status-badge';

export const CLIENT_CARD_TEXTS = {
  contact: 'Contact',
  email: 'Email',
  adresse: 'Adresse',
  dateNaissance: 'Date de naissance',
  profession: 'Profession',
  nationalite: 'Nationalité',
  tarif: 'Tarif',
  credit: 'Avoir client',
  creditHint: 'Utilisable comme paiement dans tous les magasins',
  unknown: 'Non renseigné',
} as const;

const T = CLIENT_CARD_TEXTS;

function birthDate(client: Client): string | null {
  if (!client.date_naissance) return null;
  const age = ageInYears(client.date_naissance);
  const date = formatDate(client.date_naissance);
  return age === null ? date : `${date} (${formatAge(age)})`;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-900">
        {children || <span className="text-stone-500">{T.unknown}</span>}
      </dd>
    </div>
  );
}

/** The client's card on the profile. */
export function ClientProfileCard({ client }: { client: Client }) {
  return (
    <section
      aria-labelledby="client-card-name"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-rose-50 text-lg font-semibold text-rose-800"
        >
          {`${client.prenom.charAt(0)}${client.nom.charAt(0)}`.toUpperCase()}
        </span>
        <h2 id="client-card-name" className="min-w-0 text-lg font-semibold break-words text-stone-900">
          {clientFullName(client)}
        </h2>
        <ClientStatusBadge client={client} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={T.contact}>{client.contact}</Detail>
        <Detail label={T.email}>{client.email}</Detail>
        <Detail label={T.adresse}>{client.adresse}</Detail>
        <Detail label={T.dateNaissance}>{birthDate(client)}</Detail>
        <Detail label={T.profession}>{client.profession}</Detail>
        <Detail label={T.nationalite}>{client.nationalite_label}</Detail>
        <Detail label={T.tarif}>
          <ClientPriceListName client={client} />
        </Detail>
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{T.credit}</dt>
          <dd className="mt-0.5 text-sm text-stone-900">
            <span className={client.solde_avoir > 0 ? 'font-semibold text-emerald-800' : ''}>
              <Money value={client.solde_avoir} />
            </span>
            {client.solde_avoir > 0 ? (
              <span className="block text-xs text-stone-600">{T.creditHint}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
