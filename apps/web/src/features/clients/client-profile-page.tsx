import { CLIENT_MESSAGES, type Client } from '@pelote/shared';
import { ArrowLeft, UserX } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { Page } from '@/components/page';
import { RecordHistory } from '@/components/record-history';
import { LoadingState, QueryErrorState } from '@/components/status';
import { MessageScreen } from '@/components/status-screen';
import { useListParams } from '@/components/use-list-params';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { ClientProfileCard } from './client-profile-card';
import { ClientPurchaseHistory } from './client-purchase-history';
import { ClientPurchaseStats } from './client-purchase-stats';
import { useClient, useClientSummary } from './clients-api';

export const CLIENT_PROFILE_TEXTS = {
  title: 'Fiche client',
  back: 'Retour aux clients',
  loading: 'Chargement du client...',
  loadError: 'Erreur lors du chargement',
  notFound: CLIENT_MESSAGES.notFound,
  notFoundText: CLIENT_MESSAGES.notFoundText,
} as const;

const T = CLIENT_PROFILE_TEXTS;

function BackLink() {
  return (
    <Link to="/clients" className={buttonStyles({ variant: 'ghost' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.back}
    </Link>
  );
}

function ClientNotFound() {
  usePageTitle(T.notFound);
  return (
    <MessageScreen
      icon={UserX}
      title={T.notFound}
      text={T.notFoundText}
      action={
        <Link to="/clients" className={buttonStyles()}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.back}
        </Link>
      }
    />
  );
}

/** The profile of one client, for a valid id. */
/** A block another feature shows under the client's card (the app layer hands it down). */
type AccountBlock = ComponentType<{ client: Client }>;

function ClientProfile({
  clientId,
  accountBlock: AccountBlock,
  layawayBlock: LayawayBlock,
}: {
  clientId: number;
  accountBlock?: AccountBlock | undefined;
  layawayBlock?: AccountBlock | undefined;
}) {
  const client = useClient(clientId);
  const summary = useClientSummary(clientId);
  const history = useListParams([]);

  if (client.isError && client.error instanceof ApiError && client.error.status === 404) {
    return <ClientNotFound />;
  }
  if (!client.data) {
    return (
      <Page title={T.title} actions={<BackLink />}>
        <section className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          {client.isError ? (
            <QueryErrorState title={T.loadError} query={client} />
          ) : (
            <LoadingState label={T.loading} />
          )}
        </section>
      </Page>
    );
  }
  return (
    <Page title={T.title} actions={<BackLink />}>
      <ClientProfileCard client={client.data} />
      {AccountBlock ? <AccountBlock client={client.data} /> : null}
      {LayawayBlock ? <LayawayBlock client={client.data} /> : null}
      <ClientPurchaseStats
        summary={summary.data}
        error={summary.error}
        isFetching={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
      <ClientPurchaseHistory
        clientId={clientId}
        clientNom={client.data.nom}
        page={history.page}
        onPageChange={history.setPage}
      />
      <RecordHistory entite="client" entiteId={clientId} className="rounded-2xl shadow-sm" />
    </Page>
  );
}

/** /clients/{clientId}: an id that cannot exist shows 'Client non trouvé' straight away. */
export function ClientProfilePage({
  accountBlock,
  layawayBlock,
}: {
  accountBlock?: AccountBlock;
  /** Her layaways ('Mises de côté'), from the sales feature. */
  layawayBlock?: AccountBlock;
} = {}) {
  const { clientId } = useParams();
  const id = Number(clientId);
  if (!Number.isSafeInteger(id) || id < 1) return <ClientNotFound />;
  return <ClientProfile key={id} clientId={id} accountBlock={accountBlock} layawayBlock={layawayBlock} />;
}
