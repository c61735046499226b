import type { ReorderLine } from '@pelote/shared';
import { Button } from '@/components/button';
import { ReorderLineCard } from './reorder-line-card';

export const REORDER_GROUP_TEXTS = {
  noSupplier: 'Sans fournisseur',
  noSupplierHelp: 'Choisissez leur fournisseur dans « Réglages » pour les commander.',
  count: (n: number) => `${n} article(s)`,
  create: 'Créer le bon de commande',
  createFor: (name: string) => `Créer le bon de commande pour ${name}`,
  creating: 'Création...',
} as const;

const T = REORDER_GROUP_TEXTS;

export type ReorderGroup = { key: string; supplier: ReorderLine['fournisseur']; lines: ReorderLine[] };

/** The lines by supplier, in the order the server gives them (suppliers by name, then none). */
export function bySupplier(lines: readonly ReorderLine[]): ReorderGroup[] {
  const groups = new Map<string, ReorderGroup>();
  for (const line of lines) {
    const key = line.fournisseur ? String(line.fournisseur.id) : 'aucun';
    const group = groups.get(key) ?? { key, supplier: line.fournisseur, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

type Props = {
  group: ReorderGroup;
  /** 'Créer le bon de commande' (direction, a supplier with something to order). */
  onOrder?: (supplierId: number) => void;
  isOrdering: boolean;
  onSettings?: (line: ReorderLine) => void;
};

/** One supplier's articles to reorder, and the draft order made of them. */
export function ReorderGroupSection({ group, onOrder, isOrdering, onSettings }: Props) {
  const name = group.supplier?.nom ?? T.noSupplier;
  const supplierId = group.supplier?.id;
  const toOrder = group.lines.some((line) => line.suggestion > 0);
  const headingId = `reassort-${group.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-stone-900">
            {name}
          </h2>
          <p className="text-sm text-stone-600">
            {group.supplier ? T.count(group.lines.length) : T.noSupplierHelp}
          </p>
        </div>
        {onOrder && supplierId !== undefined && toOrder ? (
          <Button
            aria-label={T.createFor(name)}
            isPending={isOrdering}
            pendingLabel={T.creating}
            onPress={() => onOrder(supplierId)}
          >
            {T.create}
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 flex flex-col divide-y divide-stone-200">
        {group.lines.map((line) => (
          <ReorderLineCard
            key={line.article.id}
            line={line}
            {...(onSettings ? { onSettings: () => onSettings(line) } : {})}
          />
        ))}
      </ul>
    </section>
  );
}
