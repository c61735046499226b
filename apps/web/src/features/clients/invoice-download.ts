import { API_BASE, HTTP_TIMEOUT_MS } from '@pelote/shared';

export const PDF_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du PDF';

/** 'facture_FAC-2026-M01-000001_Koné.pdf' (spec 02 §7: the client profile adds the client's last name). */
export function invoiceFileName(numeroFacture: string, clientNom: string): string {
  const safe = (text: string) => text.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `facture_${safe(numeroFacture)}_${safe(clientNom)}.pdf`;
}

/**
 * Downloads a sale's invoice (GET /Mouvements/ventes/{id}/facture/) and saves it under `fileName`.
 * The session cookie authenticates the call. Throws PDF_DOWNLOAD_ERROR when the call fails or the
 * file is empty.
 */
export async function downloadInvoice(saleId: number, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    const response = await fetch(`${API_BASE}/Mouvements/ventes/${saleId}/facture/`, {
      credentials: 'include',
      headers: { Accept: 'application/pdf' },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(PDF_DOWNLOAD_ERROR);
    blob = await response.blob();
  } catch {
    throw new Error(PDF_DOWNLOAD_ERROR);
  }
  if (blob.size === 0) throw new Error(PDF_DOWNLOAD_ERROR);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
