import { apiClient } from '@/lib/api-client';

export const PDF_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du PDF';

/** 'facture_FAC-2026-M01-000001_Koné.pdf': the client profile adds the client's last name. */
export function invoiceFileName(numeroFacture: string, clientNom: string): string {
  const safe = (text: string) => text.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `facture_${safe(numeroFacture)}_${safe(clientNom)}.pdf`;
}

/**
 * Downloads a sale's invoice (GET /Mouvements/ventes/{id}/facture/) and saves it under `fileName`.
 * It goes through the API client like every call: same token, same timeout, and a 401 ends the
 * session. Throws PDF_DOWNLOAD_ERROR when the call fails or the file is empty.
 */
export async function downloadInvoice(saleId: number, fileName: string): Promise<void> {
  const result = await apiClient.get<Blob>(`/Mouvements/ventes/${saleId}/facture/`, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) {
    throw new Error(PDF_DOWNLOAD_ERROR);
  }
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
