import {
  ARTICLE_KINDS,
  BARCODE_PATHS,
  type BarcodeLookupAnswer,
  barcodeLookupSchema,
  type CatalogueType,
  equivalentBarcodes,
  type ShopOfflineSnapshot,
} from '@pelote/shared';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { readDeviceSnapshots } from './device-snapshots';

/**
 * What the screens use of a scanned article: `type` is its catalogue type (the answer's
 * `article_type`: a pouch component's own `type` is its free-text kind); with `magasin`, the shop's
 * quantity and lots.
 */
export type ScannedArticle = {
  id: number;
  nom: string;
  type: CatalogueType;
  prix_unitaire: number;
  code_barre: string;
  quantite?: number;
  bains?: BarcodeLookupAnswer['bains'];
};

export type BarcodeLookup = { found: true; article: ScannedArticle } | { found: false; code: string };

/** The article of `code` among the shop's articles kept on the device for selling offline. */
export function findInSnapshot(snapshot: ShopOfflineSnapshot, code: string): ScannedArticle | null {
  const codes = equivalentBarcodes(code);
  const found = snapshot.articles.find((item) => item.code_barre !== null && codes.includes(item.code_barre));
  if (!found?.code_barre) return null;
  const { id, nom, type, prix_unitaire, code_barre, quantite, bains } = found;
  return { id, nom, type, prix_unitaire, code_barre, quantite, bains };
}

/**
 * The article of a code; an unknown code (404) is an answer, any other failure throws. Without a
 * network, the copy of the shop (else of any shop) kept on the device for selling offline answers
 * (`offline`: the signed-in user).
 */
export async function lookupBarcode(
  code: string,
  magasin?: number | null,
  offline?: { userId: number },
): Promise<BarcodeLookup> {
  const result = await apiClient.get(`${BARCODE_PATHS.lookup}/${encodeURIComponent(code)}`, {
    params: { magasin },
  });
  if (!result.success && result.status === 404) return { found: false, code };
  if (!result.success && result.networkError && offline) {
    const snapshots = await readDeviceSnapshots(offline.userId, magasin);
    if (snapshots.length > 0) {
      const article = snapshots.map((snapshot) => findInSnapshot(snapshot, code)).find(Boolean);
      return article ? { found: true, article } : { found: false, code };
    }
  }
  const answer = unwrap(parseResult(result, barcodeLookupSchema));
  const { id, nom, article_type, prix_unitaire, code_barre, quantite, bains } = answer;
  return {
    found: true,
    article: { id, nom, type: article_type, prix_unitaire, code_barre, quantite, bains },
  };
}

/**
 * Gives `code` to an article through the type's own edit (direction only): its current fields, read
 * from its detail, sent back with the new code, so nothing else changes.
 */
export async function associateBarcode(article: { id: number; type: CatalogueType }, code: string) {
  const kind = ARTICLE_KINDS[article.type];
  const current = unwrap(await apiClient.get<Record<string, unknown>>(`${kind.api.detail}/${article.id}`));
  unwrap(
    await apiClient.put(`${kind.api.edit}/${article.id}`, { ...current, id: article.id, code_barre: code }),
  );
}
