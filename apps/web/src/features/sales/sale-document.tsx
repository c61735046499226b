import { formatDateTime, productName, shopName } from '@pelote/shared';
import type { ReactNode } from 'react';
import { Money } from '@/components/money';

/**
 * The pieces the invoice and the credit note share on screen and on paper: the heading (title,
 * number, date, a remark, the shop on the right), the client block and the lines table with its
 * total. Each document gives its words and what goes under an article's name.
 */

export function DocumentHeading({
  title,
  number,
  date,
  remark,
  shop,
}: {
  title: string;
  number: string;
  date: string;
  remark?: ReactNode;
  shop: { nom: string; quartier: string };
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h3 className="text-2xl font-bold tracking-wide text-rose-800">{title}</h3>
        <p className="text-stone-700">N° {number}</p>
        <p className="text-stone-700">Date : {formatDateTime(date)}</p>
        {remark}
      </div>
      <div className="text-right">
        <p className="font-semibold text-stone-900">{shopName(shop.nom)}</p>
        <p className="text-stone-600">{shop.quartier}</p>
      </div>
    </header>
  );
}

/** A titled grey block ('Client', 'Remboursement'). */
export function DocumentBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-stone-50 px-3 py-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{title}</p>
      {children}
    </section>
  );
}

export type DocumentLine = {
  id: number;
  name: string;
  /** What goes under the name: type, lot, state. */
  details: ReactNode;
  quantite: number;
  prixUnitaire: number;
  prixTotal: number;
};

/** The lines table, scrolling sideways on a narrow screen, its summary rows then its total last. */
export function DocumentLines({
  label,
  headings,
  lines,
  total,
  summary = [],
  alignTop = false,
}: {
  label: string;
  headings: { article: string; quantity: string; unitPrice: string; lineTotal: string; total: string };
  lines: DocumentLine[];
  total: number;
  /** Rows above the total (a discount, what the discounts came to). */
  summary?: { label: string; value: ReactNode }[];
  /** Cells at the top of their row (an article with several lines under it). */
  alignTop?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full min-w-[28rem] border-collapse">
        <thead>
          <tr className="border-b border-stone-300 text-left text-xs uppercase tracking-wide text-stone-500">
            <th className="py-2 pr-2 font-medium">{headings.article}</th>
            <th className="px-2 py-2 text-right font-medium">{headings.quantity}</th>
            <th className="px-2 py-2 text-right font-medium">{headings.unitPrice}</th>
            <th className="py-2 pl-2 text-right font-medium">{headings.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className={`border-b border-stone-100${alignTop ? ' align-top' : ''}`}>
              <td className="py-2 pr-2">
                <span className="block text-stone-900">{productName(line.name)}</span>
                {line.details}
              </td>
              <td className="px-2 py-2 text-right">{line.quantite}</td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                <Money value={line.prixUnitaire} />
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap">
                <Money value={line.prixTotal} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.map((row) => (
            <tr key={row.label}>
              <th scope="row" colSpan={3} className="pt-2 pr-2 text-right font-normal text-stone-700">
                {row.label}
              </th>
              <td className="pt-2 pl-2 text-right whitespace-nowrap text-stone-700">{row.value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="py-3 pr-2 text-right text-base font-semibold">
              {headings.total}
            </th>
            <td className="py-3 pl-2 text-right text-base font-semibold whitespace-nowrap">
              <Money value={total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
