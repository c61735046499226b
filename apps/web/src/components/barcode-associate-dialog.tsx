import type { CatalogueSearchItem } from '@pelote/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ARTICLE_SEARCH_LIMIT, searchArticles } from '@/lib/article-search';
import { associateBarcode } from '@/lib/barcode/barcode-api';
import { queryKeys } from '@/lib/query-keys';
import { Alert } from './alert';
import { AsyncPicker } from './async-picker';
import { Button } from './button';
import { Modal, ModalBody, ModalFooter } from './modal';

export const BARCODE_ASSOCIATE_TEXTS = {
  title: 'Associer à un produit',
  description: (code: string) => `Le code ${code} deviendra celui du produit choisi.`,
  product: 'Produit',
  submit: 'Associer',
  pending: 'Association...',
  cancel: 'Annuler',
  failed: 'Le code n’a pas été associé : ',
} as const;

const T = BARCODE_ASSOCIATE_TEXTS;

type Props = {
  code: string;
  onClose: () => void;
  /** The code now names this article. */
  onAssociated: () => void;
};

/**
 * Direction's answer to an unknown code: pick the product it belongs to, and the code is saved on
 * it (through the product's own edit, its other fields unchanged); the scan then goes on.
 */
export function BarcodeAssociateDialog({ code, onClose, onAssociated }: Props) {
  const [article, setArticle] = useState<CatalogueSearchItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const associate = useMutation({
    mutationFn: (picked: CatalogueSearchItem) => associateBarcode(picked, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.articles.all }),
  });

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.description(code)}
      isDismissable={!associate.isPending}
    >
      <ModalBody>
        <AsyncPicker<CatalogueSearchItem>
          label={T.product}
          query={(q) => ({
            queryKey: queryKeys.articles.barcodeChoices(q),
            queryFn: ({ signal }) => searchArticles(q, signal),
          })}
          value={article}
          onChange={setArticle}
          facts={(item) => ({ type: item.type, prix: item.prix_unitaire })}
          limit={ARTICLE_SEARCH_LIMIT}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={associate.isPending}>
          {T.cancel}
        </Button>
        <Button
          isDisabled={article === null}
          isPending={associate.isPending}
          pendingLabel={T.pending}
          onPress={() => {
            if (!article) return;
            setError(null);
            associate.mutate(article, {
              onSuccess: onAssociated,
              onError: (failure) => setError(`${T.failed}${failure.message}`),
            });
          }}
        >
          {T.submit}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
