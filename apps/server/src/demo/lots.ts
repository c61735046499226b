import { allocateLots, hasLots, type LotQuantity } from '@pelote/shared';
import type { ArticleRow } from './catalogue.ts';

/**
 * The dye lots ('bains') of the replayed year. A wool comes in two or three lots, named as on its
 * labels ('B2417'); every other article has the one implicit lot ''. The stock of each lot of each
 * shop is followed here, and a sale draws on the lots as the server does (`allocateLots`: the lot
 * with most stock, then the next), so each lot ends equal to the sum of its movements.
 */

/** The lots a wool is delivered in (two or three, from its id); [''] for any other article. */
export function lotsOf(article: Pick<ArticleRow, 'id' | 'type'>): string[] {
  if (!hasLots(article.type)) return [''];
  const count = 2 + (article.id % 2);
  return Array.from({ length: count }, (_, k) => `B${1000 + ((article.id * 131 + k * 17) % 9000)}`);
}

export type LotRow = { magasinId: number; articleId: number; bain: string; quantite: number };

export class LotStock {
  private readonly lots = new Map<string, Map<string, number>>();

  private of(magasinId: number, articleId: number) {
    const key = `${magasinId}:${articleId}`;
    let found = this.lots.get(key);
    if (!found) {
      found = new Map();
      this.lots.set(key, found);
    }
    return found;
  }

  /** Adds `quantite` (signed) to the lot and answers what it holds after. */
  add(magasinId: number, articleId: number, bain: string, quantite: number): number {
    const lots = this.of(magasinId, articleId);
    const after = (lots.get(bain) ?? 0) + quantite;
    if (after < 0) throw new Error(`lot ${bain} of article ${articleId} in shop ${magasinId} below zero`);
    lots.set(bain, after);
    return after;
  }

  /** What a sale of `quantite` without a named lot takes, lot by lot; the caller checked the line holds it. */
  draw(magasinId: number, articleId: number, quantite: number): LotQuantity[] {
    const held = [...this.of(magasinId, articleId)].map(([bain, left]) => ({ bain, quantite: left }));
    const taken = allocateLots(held, quantite);
    if (!taken) throw new Error(`article ${articleId} in shop ${magasinId} cannot give ${quantite}`);
    return taken;
  }

  rows(): LotRow[] {
    return [...this.lots].flatMap(([key, lots]) => {
      const [magasinId, articleId] = key.split(':').map(Number);
      return [...lots].map(([bain, quantite]) => ({
        magasinId: magasinId ?? 0,
        articleId: articleId ?? 0,
        bain,
        quantite,
      }));
    });
  }
}
