import { can, REORDER_MESSAGES, type ReorderLine } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { useSupplierChoices } from '@/lib/supplier-choices';
import { reorderOptions, useOrderSuggestions } from './reorder-api';
import { bySupplier, ReorderGroupSection } from './reorder-group';
import { ReorderSettingsDialog } from './reorder-settings-dialog';
import { type ReorderFilters, ReorderToolbar } from './reorder-toolbar';

export const REORDER_PAGE_TEXTS = {
  title: 'Réassort',
  intro:
    'Ce qu’il faut commander maintenant, article par article, et pourquoi. Rien n’est commandé tout seul.',
  pickShop: 'Choisissez un magasin',
  pickShopText: 'Le réassort se calcule magasin par magasin.',
  selectShop: 'Sélectionner un magasin',
  loading: 'Calcul du réassort...',
  loadError: REORDER_MESSAGES.loadError,
  nothing: 'Rien à commander',
  nothingText: 'Le stock et ce qui arrive couvrent les ventes attendues.',
  failed: 'Erreur lors de la création du bon de commande : ',
} as const;

const T = REORDER_PAGE_TEXTS;

/** /reassort: the selected shop's suggestions by supplier, each with its explanation; direction orders from here. */
export function ReorderPage() {
  const selected = useSelectedShop();
  const { user } = useSession();
  const navigate = useNavigate();
  const manage = can(user?.role, 'purchase-orders:manage');
  const suppliers = useSupplierChoices();
  const [filters, setFilters] = useState<ReorderFilters>({
    fournisseur: null,
    jours: 28,
    couverture: 14,
    tous: false,
  });
  const [settings, setSettings] = useState<ReorderLine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const order = useOrderSuggestions();
  const shopId = selected.shopId;
  const query = useQuery({
    ...reorderOptions({ magasin: shopId ?? 0, ...filters }),
    enabled: shopId !== null,
  });

  function orderFrom(supplierId: number) {
    if (shopId === null) return;
    setError(null);
    order.mutate(
      { magasin: shopId, fournisseur: supplierId, jours: filters.jours, couverture: filters.couverture },
      {
        onSuccess: (created) => navigate(`/bons-de-commande/${created.id}`),
        onError: (failure) => setError(`${T.failed}${failure.message}`),
      },
    );
  }

  let content: ReactNode;
  if (shopId === null)
    content = (
      <EmptyState
        icon={Store}
        title={T.pickShop}
        text={T.pickShopText}
        action={<Button onPress={selected.openSelector}>{T.selectShop}</Button>}
      />
    );
  else if (query.isPending) content = <LoadingState label={T.loading} />;
  else if (query.isError)
    content = (
      <ErrorState title={T.loadError} error={query.error.message} onRetry={() => void query.refetch()} />
    );
  else if (query.data.lignes.length === 0)
    content = <EmptyState icon={PackageSearch} title={T.nothing} text={T.nothingText} />;
  else
    content = bySupplier(query.data.lignes).map((group) => (
      <ReorderGroupSection
        key={group.key}
        group={group}
        isOrdering={order.isPending && order.variables?.fournisseur === group.supplier?.id}
        {...(manage ? { onOrder: orderFrom, onSettings: setSettings } : {})}
      />
    ));

  return (
    <Page title={T.title} description={selected.shop?.nom ?? T.intro}>
      {selected.shop ? <p className="text-sm text-stone-600">{T.intro}</p> : null}
      <ReorderToolbar filters={filters} suppliers={suppliers.data ?? []} onChange={setFilters} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {content}
      {settings ? (
        <ReorderSettingsDialog
          line={settings}
          suppliers={suppliers.data ?? []}
          onClose={() => setSettings(null)}
        />
      ) : null}
    </Page>
  );
}
