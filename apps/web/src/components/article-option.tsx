import { ARTICLE_DEFAULTS, ARTICLE_TYPE_LABELS, type CatalogueType, formatMoney } from '@pelote/shared';

export const ARTICLE_OPTION_TEXTS = {
  lots: (n: number) => (n === 1 ? '1 bain' : `${n} bains`),
  stock: (n: number) => `Stock : ${n}`,
} as const;

const T = ARTICLE_OPTION_TEXTS;

/** What an article's option tells beside its name; each shown when known. */
export type ArticleFacts = {
  type?: CatalogueType;
  couleur?: string | null;
  /** A wool's lots ('bains') holding stock. */
  lots?: number;
  /** Hundredths. */
  prix?: number;
  stock?: number;
};

/** The small line of an option: type, colour, lots and stock, joined by '·'. */
export function articleDetails(facts: ArticleFacts): string {
  const colour = facts.couleur && facts.couleur !== ARTICLE_DEFAULTS.couleur ? facts.couleur : null;
  return [
    facts.type ? ARTICLE_TYPE_LABELS[facts.type] : null,
    colour,
    facts.lots ? T.lots(facts.lots) : null,
    facts.stock === undefined ? null : T.stock(facts.stock),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * An article in a picker's list: its name, whole, with its price beside it or, when the line is too
 * narrow (a phone), under it; then its details. Nothing is cut.
 */
export function ArticleOptionContent({ nom, facts }: { nom: string; facts: ArticleFacts }) {
  const details = articleDetails(facts);
  return (
    <>
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 break-words">{nom}</span>
        {facts.prix === undefined ? null : (
          <span className="whitespace-nowrap font-medium tabular-nums">{formatMoney(facts.prix)}</span>
        )}
      </span>
      {details ? <span className="text-xs text-stone-500">{details}</span> : null}
    </>
  );
}
