import type { ArticleKind } from '@pelote/shared';
import { Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/icon-button';
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
          <IconButton label={ROW_ACTION_TEXTS.edit(item.nom)} icon={Pencil} onPress={() => onEdit(item)} />
          <IconButton
            label={ROW_ACTION_TEXTS.delete(item.nom)}
            icon={Trash2}
            onPress={() => onDelete(item)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          />
        </>
      ) : null}
      <IconButton
        label={ROW_ACTION_TEXTS.labels(item.nom)}
        icon={Printer}
        onPress={() => setPrinting(true)}
      />
      {printing ? (
        <LabelPrintDialog articleId={item.id} subject={item.nom} onClose={() => setPrinting(false)} />
      ) : null}
      <ArticleRowStockAction kind={kind} item={item} />
    </div>
  );
}
