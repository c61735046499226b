import type { ArticleKind } from '@pelote/shared';
import { Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { LabelPrintDialog } from '@/components/label-print-dialog';
import type { ArticleItem } from './article-screen';
import { ArticleRowStockAction } from './article-stock-slots';

export const ROW_ACTION_TEXTS = {
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
  labels: (name: string) => `Imprimer les étiquettes de ${name}`,
} as const;

type ArticleRowActionsProps<Item extends ArticleItem> = {
  kind: ArticleKind;
  item: Item;
  canWrite: boolean;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
};

/** Edit and delete (direction only), the labels, then the stock issue's 'add to stock'. */
export function ArticleRowActions<Item extends ArticleItem>({
  kind,
  item,
  canWrite,
  onEdit,
  onDelete,
}: ArticleRowActionsProps<Item>) {
  const [printing, setPrinting] = useState(false);
  return (
    <div className="flex items-center justify-end gap-1">
      {canWrite ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={ROW_ACTION_TEXTS.edit(item.nom)}
            onPress={() => onEdit(item)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={ROW_ACTION_TEXTS.delete(item.nom)}
            onPress={() => onDelete(item)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label={ROW_ACTION_TEXTS.labels(item.nom)}
        onPress={() => setPrinting(true)}
      >
        <Printer aria-hidden="true" className="size-4" />
      </Button>
      {printing ? (
        <LabelPrintDialog articleId={item.id} subject={item.nom} onClose={() => setPrinting(false)} />
      ) : null}
      <ArticleRowStockAction kind={kind} item={item} />
    </div>
  );
}
