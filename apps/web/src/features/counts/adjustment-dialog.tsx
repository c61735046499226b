import {
  ARTICLE_TYPE_LABELS,
  BAIN_MESSAGES,
  type CatalogueSearchItem,
  formatMoney,
  GAIN_REASONS,
  hasLots,
  LOSS_REASONS,
  STOCK_REASON_LABELS,
  stockAdjustmentSchema,
} from '@pelote/shared';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { AsyncPicker } from '@/components/async-picker';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ARTICLE_SEARCH_LIMIT, searchArticles } from '@/lib/article-search';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';
import { useAdjustStock } from './counts-api';

export const ADJUSTMENT_TEXTS = {
  title: 'Ajuster le stock',
  description: (shop: string) => `${shop} : une correction ponctuelle, toujours avec son motif.`,
  article: 'Article',
  direction: 'Sens',
  less: 'Retirer du stock',
  more: 'Ajouter au stock',
  quantity: 'Quantité',
  bain: 'Bain',
  reason: 'Motif',
  comment: 'Commentaire (facultatif)',
  submit: 'Enregistrer l’ajustement',
  pending: 'Enregistrement...',
  cancel: 'Annuler',
  failed: 'Erreur lors de l’ajustement : ',
} as const;

const T = ADJUSTMENT_TEXTS;

/** A one-off correction of a shop's stock (direction): article, lot for a wool, signed quantity, reason. */
export function AdjustmentDialog({
  shop,
  onClose,
  onDone,
}: {
  shop: { id: number; nom: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [key] = useState(newIdempotencyKey);
  const [article, setArticle] = useState<CatalogueSearchItem | null>(null);
  const [sign, setSign] = useState<'moins' | 'plus'>('moins');
  const [quantite, setQuantite] = useState('1');
  const [bain, setBain] = useState('');
  const [motif, setMotif] = useState('');
  const [commentaire, setCommentaire] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const reasons = sign === 'moins' ? LOSS_REASONS : GAIN_REASONS;

  function submit() {
    const signed = (sign === 'moins' ? -1 : 1) * Number(quantite);
    const payload = {
      magasin: shop.id,
      article: article?.id ?? 0,
      quantite: signed,
      bain,
      motif,
      commentaire,
    };
    const parsed = stockAdjustmentSchema.safeParse(payload);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    adjust.mutate(
      { key, ...payload },
      { onSuccess: onDone, onError: (failure) => setError(`${T.failed}${failure.message}`) },
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.description(shop.nom)}
      isDismissable={!adjust.isPending}
    >
      <ModalBody>
        <AsyncPicker<CatalogueSearchItem>
          label={T.article}
          query={(q) => ({
            queryKey: queryKeys.counts.articleSearch(q),
            queryFn: ({ signal }) => searchArticles(q, signal),
          })}
          value={article}
          onChange={(next) => {
            setArticle(next);
            setBain('');
          }}
          describe={(item) => `${ARTICLE_TYPE_LABELS[item.type]} · ${formatMoney(item.prix_unitaire)}`}
          limit={ARTICLE_SEARCH_LIMIT}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={T.direction}
            options={[
              { id: 'moins', label: T.less },
              { id: 'plus', label: T.more },
            ]}
            value={sign}
            onChange={(value) => {
              setSign(value === 'plus' ? 'plus' : 'moins');
              setMotif('');
            }}
          />
          <InputField
            label={T.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            value={quantite}
            onChange={(event) => setQuantite(event.target.value)}
          />
        </div>
        {article && hasLots(article.type) ? (
          <InputField
            label={T.bain}
            placeholder={BAIN_MESSAGES.placeholder}
            value={bain}
            onChange={(event) => setBain(event.target.value)}
          />
        ) : null}
        <SelectField
          label={T.reason}
          options={reasons.map((reason) => ({ id: reason, label: STOCK_REASON_LABELS[reason] }))}
          value={motif}
          onChange={setMotif}
          isRequired
        />
        <InputField
          label={T.comment}
          value={commentaire}
          onChange={(event) => setCommentaire(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={adjust.isPending}>
          {T.cancel}
        </Button>
        <Button onPress={submit} isPending={adjust.isPending} pendingLabel={T.pending}>
          {T.submit}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
