import {
  ARTICLE_TYPE_LABELS,
  type CatalogueType,
  LOW_MARGIN_RATE,
  LOW_MARGINS_MAX,
  type MarginGroup,
  type Margins,
} from '@pelote/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';
import { articleSumSources, monthsStarting, rolledMonths } from './month-rollup.ts';
import { shopResults } from './shop-results.ts';

/**
 * The margins of a period, read from the statistics' daily sums, which carry the cost of the lines
 * sold (sales-summary.ts) net of returns and cancellations: a year is some thousands of rows per
 * figure, never every sale line, and per article the days rolled up come from their month rows
 * (month-rollup.ts). Revenue, cost and margin count the lines of known cost only; the lines of
 * unknown cost are counted apart, never as a 100 % margin.
 */

export type MarginsFilter = {
  firstDay: string;
  lastDay: string;
  magasin: number | null;
  type: CatalogueType | null;
};

type SumsRow = {
  cle: string;
  libelle: string | null;
  type: CatalogueType | null;
  quantite: string | number;
  ca: string | number;
  ca_inconnu: string | number;
  q_inconnu: string | number;
  cout: string | number;
};

type Figures = Margins['total'];

function figuresOf(row: Omit<SumsRow, 'cle' | 'libelle' | 'type' | 'quantite'>): Figures {
  const known = Number(row.ca) - Number(row.ca_inconnu);
  const cost = Number(row.cout);
  const margin = known - cost;
  return {
    chiffre_affaires: known,
    cout_ventes: cost,
    marge: margin,
    taux_marge: known === 0 ? null : Math.round((margin / known) * 10_000) / 10_000,
    chiffre_affaires_cout_inconnu: Number(row.ca_inconnu),
    quantite_cout_inconnu: Number(row.q_inconnu),
  };
}

const sums = (s: SQL) => sql`
  coalesce(sum(${s}.quantite), 0) as quantite,
  coalesce(sum(${s}.chiffre_affaire), 0) as ca,
  coalesce(sum(${s}.chiffre_affaire_cout_inconnu), 0) as ca_inconnu,
  coalesce(sum(${s}.quantite_cout_inconnu), 0) as q_inconnu,
  round(coalesce(sum(${s}.cout_ventes), 0))::bigint as cout`;

const period = (s: SQL, filter: MarginsFilter) => sql`
  ${s}.jour between ${filter.firstDay}::date and ${filter.lastDay}::date
  ${filter.magasin === null ? sql`` : sql`and ${s}.magasin_id = ${filter.magasin}`}`;

/**
 * Per article: the articles' own sums, their type being the catalogue's. Summed first, then joined
 * to the catalogue (joining the daily rows of a year before summing costs two to three times as
 * much). `lowOnly`: only the articles under LOW_MARGIN_RATE (the list apart). `rolled`: the
 * months rolled up and their `jusqu_au` (month-rollup.ts), read from their month rows when the
 * period covers their days rolled up, every other day from the daily rows.
 */
function perArticle(filter: MarginsFilter, lowOnly: boolean, rolled: Map<string, string>) {
  const ofType =
    filter.type === null
      ? sql``
      : sql`and article_id in (select id from articles where type = ${filter.type}::article_type)`;
  const known = sql`(s.ca - s.ca_inconnu)`;
  const low = lowOnly
    ? sql`where ${known} <> 0 and (${known} - s.cout)::numeric / ${known} < ${LOW_MARGIN_RATE}`
    : sql``;
  return sql`
    select s.*, a.nom as libelle, a.type::text as type
    from (
      select s.article_id::text as cle, s.article_id, ${sums(sql`s`)}
      from (${articleSumSources(filter, { rolled, where: ofType })}) s
      group by s.article_id
      having sum(s.quantite) <> 0 or sum(s.chiffre_affaire) <> 0
    ) s
    join articles a on a.id = s.article_id
    ${low}`;
}

/** Per type, shop or month (or the whole period): the sums per type of line sold. */
function perKey(filter: MarginsFilter, group: Exclude<MarginGroup, 'article'> | 'total') {
  const key = {
    type: { cle: sql`s.article_type::text`, libelle: sql`null::text`, join: sql`` },
    magasin: {
      cle: sql`s.magasin_id::text`,
      libelle: sql`m.nom`,
      join: sql`join magasins m on m.id = s.magasin_id`,
    },
    mois: { cle: sql`to_char(s.jour, 'YYYY-MM')`, libelle: sql`null::text`, join: sql`` },
    total: { cle: sql`''`, libelle: sql`null::text`, join: sql`` },
  }[group];
  const grouped = group === 'total' ? sql`` : sql`group by 1, 2`;
  return sql`
    select ${key.cle} as cle, ${key.libelle} as libelle, null::text as type, ${sums(sql`s`)}
    from stats_types_jour s ${key.join}
    where ${period(sql`s`, filter)} ${filter.type === null ? sql`` : sql`and s.article_type = ${filter.type}::article_type`}
    ${grouped}`;
}

const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function labelOf(group: MarginGroup, row: SumsRow): string {
  if (group === 'type') return ARTICLE_TYPE_LABELS[row.cle as CatalogueType] ?? row.cle;
  if (group === 'mois') return monthLabel.format(new Date(`${row.cle}-01T00:00:00.000Z`));
  return row.libelle ?? row.cle;
}

async function read(db: DbOrTx, statement: SQL): Promise<SumsRow[]> {
  return rowsOf<SumsRow>(await db.execute(statement));
}

export async function margins(
  db: Db,
  filter: MarginsFilter,
  group: MarginGroup,
  options: { months?: boolean } = {},
): Promise<Margins> {
  // Per article, the months rolled up whose days rolled up the period covers are read from their
  // month rows (not with a shop: their rows are every shop's), their `jusqu_au` read in the same
  // snapshot as the sums: a month extended in between must not count its new days twice. `months:
  // false` reads the daily rows only: the reference the roll-up is checked against.
  const articles = async () => {
    const months = monthsStarting(filter.firstDay, filter.lastDay);
    if (!(options.months ?? true) || filter.magasin !== null || months.length === 0)
      return read(db, perArticle(filter, group !== 'article', new Map()));
    return db.transaction(
      async (tx) => read(tx, perArticle(filter, group !== 'article', await rolledMonths(tx, months))),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  };
  const [byArticle, byGroup, [total], resultats] = await Promise.all([
    articles(),
    group === 'article' ? Promise.resolve([]) : read(db, perKey(filter, group)),
    read(db, perKey(filter, 'total')),
    shopResults(db, filter),
  ]);
  const rows = group === 'article' ? byArticle : byGroup;
  const lignes = rows
    .map((row) => ({
      cle: row.cle,
      libelle: labelOf(group, row),
      type: group === 'type' ? (row.cle as CatalogueType) : row.type,
      quantite: Number(row.quantite),
      ...figuresOf(row),
    }))
    .sort((a, b) => b.marge - a.marge || a.cle.localeCompare(b.cle));
  const faibles = byArticle
    .map((row) => ({ row, figures: figuresOf(row) }))
    .filter(({ figures }) => figures.taux_marge !== null && figures.taux_marge < LOW_MARGIN_RATE)
    .sort(
      (a, b) =>
        (a.figures.taux_marge ?? 0) - (b.figures.taux_marge ?? 0) || a.figures.marge - b.figures.marge,
    )
    .slice(0, LOW_MARGINS_MAX)
    .map(({ row, figures }) => ({
      article: { id: Number(row.cle), nom: row.libelle ?? '', type: row.type as CatalogueType },
      chiffre_affaires: figures.chiffre_affaires,
      marge: figures.marge,
      taux_marge: figures.taux_marge ?? 0,
    }));
  const none = { ca: 0, ca_inconnu: 0, q_inconnu: 0, cout: 0 };
  return {
    date_debut: filter.firstDay,
    date_fin: filter.lastDay,
    groupe: group,
    total: figuresOf(total ?? none),
    lignes,
    resultats,
    faibles_marges: faibles,
  };
}
