import { formatMoney, type ReorderLine } from '@pelote/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { DisclosureButton } from '@/components/disclosure-button';

export const REORDER_LINE_TEXTS = {
  order: 'À commander',
  stock: 'En stock',
  onOrder: 'En commande',
  inTransit: 'En transit',
  target: 'Cible',
  minMax: (min: number, max: number) => `Min/max ${min} / ${max}`,
  perDay: (n: number) => `${n.toLocaleString('fr-FR')} vendu(s) par jour`,
  price: (price: string) => `Dernier prix : ${price}`,
  why: 'Pourquoi ce chiffre',
  whyOf: (name: string) => `Pourquoi ce chiffre pour ${name}`,
  settings: 'Réglages',
  settingsOf: (name: string) => `Réglages de ${name}`,
} as const;

const T = REORDER_LINE_TEXTS;

function Term({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
    </div>
  );
}

/** One article of the reorder: what to order, its terms, and 'Pourquoi ce chiffre' step by step. */
export function ReorderLineCard({ line, onSettings }: { line: ReorderLine; onSettings?: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-stone-900">{line.article.nom}</p>
          <p className="text-xs text-stone-500">
            {line.methode === 'min_max' && line.minimum !== null && line.maximum !== null
              ? T.minMax(line.minimum, line.maximum)
              : T.perDay(line.par_jour)}
            {line.prix_unitaire ? ` · ${T.price(formatMoney(line.prix_unitaire))}` : ''}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs text-stone-500">{T.order}</p>
          <p className="text-2xl font-semibold tabular-nums text-rose-800">{line.suggestion}</p>
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-sm">
        <Term label={T.target} value={line.cible} />
        <Term label={T.stock} value={line.stock} />
        <Term label={T.onOrder} value={line.en_commande} />
        <Term label={T.inTransit} value={line.en_transit} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <DisclosureButton isOpen={open} panelId={panelId} onToggle={() => setOpen(!open)}>
          <span aria-hidden="true">{T.why}</span>
          <span className="sr-only">{T.whyOf(line.article.nom)}</span>
        </DisclosureButton>
        {onSettings ? (
          <Button variant="ghost" size="sm" aria-label={T.settingsOf(line.article.nom)} onPress={onSettings}>
            {T.settings}
          </Button>
        ) : null}
      </div>
      {open ? (
        <ol
          id={panelId}
          className="flex list-decimal flex-col gap-1 rounded-lg bg-stone-50 py-2 pr-3 pl-8 text-sm text-stone-700"
        >
          {line.pourquoi.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
