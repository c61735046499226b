import { BARCODE_PATHS, type LabelFormat, labelsFileName } from '@pelote/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/invoice-download';

export const LABELS_DOWNLOAD_ERROR = 'Erreur lors de la préparation des étiquettes';

/** Whose labels: articles (each `copies` times), or a delivery (one label per unit delivered). */
export type LabelsSource = { articles: readonly number[]; copies: number } | { entry: number };

/**
 * The label sheet as a PDF, through the API client like every call (same token and timeout, a 401
 * ends the session), saved as 'etiquettes-….pdf'. Throws the server's French message when it
 * refuses, else LABELS_DOWNLOAD_ERROR.
 */
export async function downloadLabels(source: LabelsSource, format: LabelFormat): Promise<void> {
  const byEntry = 'entry' in source;
  const result = await apiClient.get<Blob>(
    byEntry ? BARCODE_PATHS.entryLabels(source.entry) : BARCODE_PATHS.articleLabels,
    {
      params: byEntry ? { format } : { articles: source.articles.join(','), format, copies: source.copies },
      headers: { Accept: 'application/pdf' },
      responseType: 'blob',
      // A long sheet takes the server a while to draw.
      timeoutMs: 60_000,
    },
  );
  if (!result.success) throw new Error(result.status ? result.error : LABELS_DOWNLOAD_ERROR);
  if (!result.data?.size) throw new Error(LABELS_DOWNLOAD_ERROR);
  saveFile(
    result.data,
    labelsFileName(byEntry ? { entryId: source.entry } : { articleIds: source.articles }),
  );
}
