import {
  ACCOUNT_KIND_LABELS,
  type AccountMovement,
  type Client,
  formatDate,
  formatDateTime,
  paymentMethodLabel,
} from '@pelote/shared';
import { FileDown, HandCoins, MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { Pagination } from '@/components/pagination';
import { EmptyState, LoadingState, QueryErrorState } from '@/components/status';
import { downloadStatement, sendReminder, useClientAccount, useRecordReminder } from './client-account-api';
import { INSTALMENT_TEXTS, InstalmentDialog } from './instalment-dialog';

export const CLIENT_ACCOUNT_TEXTS = {
  title: 'Compte client',
  owed: 'Reste dû',
  credit: 'Avoir',
  limit: 'Plafond',
  available: 'Disponible',
  late: 'En retard',
  noLimit: 'Pas de crédit',
  lastReminder: (date: string) => `Dernière relance le ${formatDateTime(date)}`,
  instalment: 'Encaisser un versement',
  statement: 'Relevé PDF',
  remind: 'Relancer',
  reminderFailed: 'La relance n’a pas pu être préparée.',
  loading: 'Chargement du compte...',
  loadError: 'Erreur lors du chargement du compte',
  movements: 'Mouvements du compte',
  noMovements: 'Aucun mouvement',
  noMovementsText: 'Ce client n’a encore rien acheté à crédit ni rien en avoir.',
  due: (date: string) => `échéance ${formatDate(date)}`,
  left: 'reste',
} as const;

const T = CLIENT_ACCOUNT_TEXTS;

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'late' | 'owed' }) {
  const color = tone === 'late' ? 'text-red-700' : tone === 'owed' ? 'text-rose-800' : 'text-stone-900';
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 text-base font-semibold ${color}`}>{children}</dd>
    </div>
  );
}

function MovementRow({ row }: { row: AccountMovement }) {
  const amount = row.montant_du !== 0 ? row.montant_du : row.montant_avoir;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-900">
          {ACCOUNT_KIND_LABELS[row.kind]}
          {row.methode && row.kind === 'versement' ? ` · ${paymentMethodLabel(row.methode)}` : ''}
          {row.vente ? ` · ${row.vente.numero_facture}` : ''}
        </p>
        <p className="text-xs text-stone-500">
          {formatDateTime(row.date)}
          {row.magasin ? ` · ${row.magasin.nom}` : ''}
          {row.reference ? ` · ${row.reference}` : ''}
          {row.echeance ? ` · ${T.due(row.echeance)}` : ''}
          {row.reste_du !== null && row.reste_du > 0 ? (
            <>
              {` · ${T.left} `}
              <Money value={row.reste_du} />
            </>
          ) : null}
        </p>
      </div>
      <span className={`text-sm font-semibold ${amount < 0 ? 'text-emerald-700' : 'text-stone-900'}`}>
        <Money value={amount} />
      </span>
    </li>
  );
}

/**
 * The profile's 'Compte client': what the client owes and has in credit, the limit and what is
 * still available, what is late; 'Encaisser un versement', 'Relevé PDF', 'Relancer' (opens the
 * prefilled WhatsApp message and records the reminder), then the movements, newest first.
 */
export function ClientAccountBlock({ client }: { client: Client }) {
  const [page, setPage] = useState(1);
  const account = useClientAccount(client.id, page);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const record = useRecordReminder();

  async function remind() {
    setNotice(null);
    try {
      await sendReminder(client.id, record.mutateAsync);
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : T.reminderFailed });
    }
  }

  const data = account.data;
  return (
    <section
      aria-labelledby="client-account-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-account-title" className="text-lg font-semibold text-stone-900">
          {T.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onPress={() => setPaying(true)} isDisabled={!data || data.solde_du === 0}>
            <HandCoins aria-hidden="true" className="size-4" />
            {T.instalment}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              void downloadStatement(client.id, `releve-${client.nom}-${client.prenom}.pdf`).catch(
                (error: Error) => setNotice({ tone: 'error', text: error.message }),
              )
            }
          >
            <FileDown aria-hidden="true" className="size-4" />
            {T.statement}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => void remind()}
            isDisabled={!data || data.solde_du === 0}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {T.remind}
          </Button>
        </div>
      </div>
      {notice ? (
        <Alert tone={notice.tone} className="mt-3">
          {notice.text}
        </Alert>
      ) : null}
      {!data ? (
        account.isError ? (
          <QueryErrorState title={T.loadError} query={account} />
        ) : (
          <LoadingState label={T.loading} />
        )
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label={T.owed} tone={data.solde_du > 0 ? 'owed' : undefined}>
              <Money value={data.solde_du} />
            </Figure>
            <Figure label={T.credit}>
              <Money value={data.solde_avoir} />
            </Figure>
            <Figure label={T.limit}>
              {data.plafond_credit > 0 ? <Money value={data.plafond_credit} /> : T.noLimit}
            </Figure>
            <Figure label={T.available}>
              <Money value={data.disponible} />
            </Figure>
            <Figure label={T.late} tone={data.en_retard > 0 ? 'late' : undefined}>
              <Money value={data.en_retard} />
            </Figure>
          </dl>
          {data.derniere_relance ? (
            <p className="mt-3 text-sm text-stone-600">{T.lastReminder(data.derniere_relance)}</p>
          ) : null}
          <h3 className="mt-5 text-sm font-semibold text-stone-700">{T.movements}</h3>
          {data.mouvements.count === 0 ? (
            <EmptyState title={T.noMovements} text={T.noMovementsText} />
          ) : (
            <ul className="mt-1 divide-y divide-stone-100">
              {data.mouvements.results.map((row) => (
                <MovementRow key={row.id} row={row} />
              ))}
            </ul>
          )}
          <div className="mt-3">
            <Pagination page={page} totalPages={data.mouvements.total_pages} onPageChange={setPage} />
          </div>
        </>
      )}
      {paying && data ? (
        <InstalmentDialog
          clientId={client.id}
          du={data.solde_du}
          onClose={() => setPaying(false)}
          onSaved={(instalment) => {
            setPaying(false);
            setNotice({ tone: 'success', text: INSTALMENT_TEXTS.done(-instalment.mouvement.montant_du) });
          }}
        />
      ) : null}
    </section>
  );
}
