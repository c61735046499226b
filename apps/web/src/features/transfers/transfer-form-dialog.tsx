import {
  ARTICLE_TYPE_LABELS,
  BAIN_MESSAGES,
  type CatalogueSearchItem,
  formatMoney,
  hasLots,
  type Transfer,
  transferCreateSchema,
} from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/alert';
import { AsyncPicker } from '@/components/async-picker';
import { BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ARTICLE_SEARCH_LIMIT, searchArticles } from '@/lib/article-search';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { SelectableShop } from '@/lib/selected-shop';
import { transferKeys, useCreateTransfer, useTransferShops } from './transfers-api';

export const TRANSFER_FORM_TEXTS = {
  title: 'Nouveau transfert',
  description: "Le stock quittera le magasin de départ à l'expédition.",
  source: 'Magasin de départ',
  destination: "Magasin d'arrivée",
  article: (n: number) => `Article ${n}`,
  quantity: 'Quantité',
  bain: 'Bain',
  bainHelp: 'Vide : le bain le plus fourni, comme à la vente',
  addLine: 'Ajouter un article',
  removeLine: (n: number) => `Retirer l'article ${n}`,
  note: 'Note (facultative)',
  submit: 'Créer le brouillon',
  pending: 'Création...',
  cancel: 'Annuler',
  failed: 'Erreur lors de la création du transfert : ',
  articlePlaceholder: 'Rechercher un article...',
} as const;

const T = TRANSFER_FORM_TEXTS;

type Line = { key: number; article: CatalogueSearchItem | null; quantite: string; bain: string };
let lineKeys = 0;
const emptyLine = (): Line => ({ key: ++lineKeys, article: null, quantite: '1', bain: '' });

type Props = {
  /** The shops the user may send from (a gerant: their own). */
  shops: SelectableShop[];
  initialSource: number | null;
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
};

/** A draft transfer: from a shop, to another, its articles (a wool's lot optional). */
export function TransferFormDialog({ shops, initialSource, onClose, onCreated }: Props) {
  const [key] = useState(newIdempotencyKey);
  const [source, setSource] = useState(initialSource === null ? '' : String(initialSource));
  const [destination, setDestination] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [emptyLine()]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const destinations = useTransferShops();
  const create = useCreateTransfer();

  const destinationOptions = useMemo(
    () =>
      (destinations.data ?? [])
        .filter((shop) => String(shop.id) !== source)
        .map((shop) => ({ id: String(shop.id), label: shop.nom })),
    [destinations.data, source],
  );
  const update = (key: number, change: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  /** A scan adds its article: one more on its line (without a lot), else the first empty line, else a new one. */
  function scanned({ id, nom, type, prix_unitaire }: ScannedArticle) {
    const article: CatalogueSearchItem = { id, nom, type, prix_unitaire, description: '' };
    setLines((current) => {
      const same = current.find((line) => line.article?.id === id && line.bain === '');
      if (same)
        return current.map((line) =>
          line === same ? { ...line, quantite: String((Number(line.quantite) || 0) + 1) } : line,
        );
      // A new key: the line's picker shows the scanned name.
      const empty = current.findIndex((line) => line.article === null);
      const filled = { ...emptyLine(), article };
      return empty === -1 ? [...current, filled] : current.with(empty, filled);
    });
    return undefined;
  }

  function submit() {
    const parsed = transferCreateSchema.safeParse({
      source: Number(source) || 0,
      destination: Number(destination) || 0,
      lignes: lines.map((line) => ({
        article: line.article?.id ?? 0,
        quantite: Number(line.quantite),
        bain: line.bain,
      })),
      note,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(
      { key, ...parsed.data },
      {
        onSuccess: onCreated,
        onError: (failure) => setError(`${T.failed}${failure.message}`),
      },
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.description}
      size="lg"
      isDismissable={!create.isPending}
    >
      <ModalBody>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={T.source}
            options={shops.map((shop) => ({ id: String(shop.id), label: shop.nom }))}
            value={source}
            onChange={setSource}
            isRequired
            isDisabled={shops.length <= 1 && source !== ''}
          />
          <SelectField
            label={T.destination}
            options={destinationOptions}
            value={destination}
            onChange={setDestination}
            isRequired
          />
        </div>
        <BarcodeField onArticle={scanned} magasin={Number(source) || null} />
        <ol className="flex flex-col gap-4">
          {lines.map((line, index) => (
            <li key={line.key} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
              <AsyncPicker<CatalogueSearchItem>
                label={T.article(index + 1)}
                placeholder={T.articlePlaceholder}
                query={(q) => ({
                  queryKey: transferKeys.articles(q),
                  queryFn: ({ signal }) => searchArticles(q, signal),
                })}
                value={line.article}
                onChange={(article) => update(line.key, { article, bain: '' })}
                describe={(item) => `${ARTICLE_TYPE_LABELS[item.type]} · ${formatMoney(item.prix_unitaire)}`}
                limit={ARTICLE_SEARCH_LIMIT}
              />
              <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[8rem_1fr_auto]">
                <InputField
                  label={T.quantity}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={line.quantite}
                  onChange={(event) => update(line.key, { quantite: event.target.value })}
                />
                {line.article && hasLots(line.article.type) ? (
                  <InputField
                    label={T.bain}
                    placeholder={BAIN_MESSAGES.placeholder}
                    value={line.bain}
                    title={T.bainHelp}
                    onChange={(event) => update(line.key, { bain: event.target.value })}
                    className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-1 sm:col-start-2"
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={T.removeLine(index + 1)}
                  isDisabled={lines.length === 1}
                  onPress={() => setLines((current) => current.filter((item) => item.key !== line.key))}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                />
              </div>
              {line.article && hasLots(line.article.type) ? (
                <p className="text-xs text-stone-500">{T.bainHelp}</p>
              ) : null}
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onPress={() => setLines((current) => [...current, emptyLine()])}
          >
            {T.addLine}
          </Button>
        </div>
        <InputField label={T.note} value={note} onChange={(event) => setNote(event.target.value)} />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={create.isPending}>
          {T.cancel}
        </Button>
        <Button onPress={submit} isPending={create.isPending} pendingLabel={T.pending}>
          {T.submit}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
