import { Page } from '@/components/page';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useCatalogueSummary } from './catalogue-api';
import { CatalogueCards } from './catalogue-cards';
import { CatalogueSearch } from './catalogue-search';

export const CATALOGUE_TEXTS = {
  title: 'Catalogue',
  description: 'Vue d’ensemble des produits et des composants de trousse',
  loading: 'Chargement du catalogue...',
  error: 'Erreur lors du chargement du catalogue',
} as const;

const T = CATALOGUE_TEXTS;

/** /catalogue (linked from the home page): an overview per type and a search across all types. */
export function CataloguePage() {
  const summary = useCatalogueSummary();
  return (
    <Page title={T.title} description={T.description}>
      <CatalogueSearch />
      {summary.isPending ? <LoadingState label={T.loading} /> : null}
      {summary.isError ? <QueryErrorState title={T.error} query={summary} /> : null}
      {summary.data ? <CatalogueCards summary={summary.data} /> : null}
    </Page>
  );
}
