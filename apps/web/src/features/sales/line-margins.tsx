import {
  ARTICLE_TYPE_LABELS,
  COST_TEXTS,
  formatMoney,
  lineMargin,
  productName,
  type SaleDetail,
} from '@pelote/shared';
import { useId, useState } from 'react';
import { ColumnHeader } from '@/components/column-header';
import { DisclosureButton } from '@/components/disclosure-button';

export const LINE_MARGINS_TEXTS = {
  title: 'Coût et marge (direction)',
  show: 'Voir le coût et la marge',
  hide: 'Masquer le coût et la marge',
  help: 'Coût moyen figé au moment de la vente ; une livraison plus tardive ne le change pas.',
  article: 'Article',
  cost: 'Coût',
  margin: 'Marge',
  estimated: 'estimé',
  estimatedHelp: 'Coût estimé : vente antérieure au suivi des coûts, calculé depuis les livraisons.',
} as const;

const T = LINE_MARGINS_TEXTS;

/**
 * Direction's view of a sale's lines beside the invoice (never printed with it): each line's cost,
 * quantity × the cost frozen when sold, and its margin; 'Coût inconnu' where no cost was known.
 * Folded until asked for: the detail opens on the invoice, as the client sees it.
 */
export function SaleLineMargins({ sale }: { sale: SaleDetail }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  if (!sale.items.some((item) => 'cout_unitaire' in item)) return null;
  return (
    <div className="mt-4 flex flex-col gap-2 print:hidden">
      <DisclosureButton
        isOpen={isOpen}
        panelId={panelId}
        onToggle={() => setOpen(!isOpen)}
        className="self-start"
      >
        {isOpen ? T.hide : T.show}
      </DisclosureButton>
      {isOpen ? <LineMarginsTable sale={sale} id={panelId} /> : null}
    </div>
  );
}

function LineMarginsTable({ sale, id }: { sale: SaleDetail; id: string }) {
  const hasEstimate = sale.items.some((item) => item.cout_estime === true);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-stone-900">
        {T.title}
      </h3>
      <p className="text-xs text-stone-600">{T.help}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.title}</caption>
          <thead>
            <tr className="border-b border-stone-300 text-xs text-stone-500">
              <ColumnHeader className="py-2 pr-2 font-medium">{T.article}</ColumnHeader>
              <ColumnHeader className="px-2 py-2 text-right font-medium">{T.cost}</ColumnHeader>
              <ColumnHeader className="py-2 pl-2 text-right font-medium">{T.margin}</ColumnHeader>
            </tr>
          </thead>
          <tbody>
            {sale.items.map((item) => {
              const { cost, margin } = lineMargin({
                quantite: item.quantite,
                total: item.prix_total,
                cout_unitaire: item.cout_unitaire,
              });
              return (
                <tr key={item.id} className="border-b border-stone-100">
                  <td className="py-2 pr-2">
                    <span className="block text-stone-900">{productName(item.article.article_name)}</span>
                    <span className="text-xs text-stone-500">
                      {ARTICLE_TYPE_LABELS[item.article.article_type]} · {item.quantite}
                    </span>
                  </td>
                  <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                    {cost === null ? COST_TEXTS.unknown : formatMoney(cost)}
                    {item.cout_estime ? (
                      <span className="block text-xs text-stone-500">{T.estimated}</span>
                    ) : null}
                  </td>
                  <td
                    className={`py-2 pl-2 text-right whitespace-nowrap tabular-nums ${margin !== null && margin < 0 ? 'text-red-700' : ''}`}
                  >
                    {margin === null ? '—' : formatMoney(margin)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasEstimate ? <p className="text-xs text-stone-600">{T.estimatedHelp}</p> : null}
    </section>
  );
}
