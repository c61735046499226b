import { useState } from 'react';
import { apiClient } from '@/lib/api-client';

export const PDF_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du PDF';

/** 'facture_FAC-2026-M01-000001_Koné.pdf': the client profile adds the client's last name. */
export function invoiceFileName(numeroFacture: string, clientNom: string): string {
  const safe = (text: string) => text.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `facture_${safe(numeroFacture)}_${safe(clientNom)}.pdf`;
}

/**
 * A sale's invoice as a PDF (GET /Mouvements/ventes/{id}/facture/), through the API client like
 * every call: same token, same timeout, and a 401 ends the session. Throws PDF_DOWNLOAD_ERROR when
 * the call fails or the file is empty.
 */
export async function fetchInvoicePdf(saleId: number): Promise<Blob> {
  const result = await apiClient.get<Blob>(`/Mouvements/ventes/${saleId}/facture/`, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) {
    throw new Error(PDF_DOWNLOAD_ERROR);
  }
  return result.data;
}

/** Saves a file the browser holds (a PDF) under `fileName`, as a download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a sale's invoice and saves it under `fileName` (see fetchInvoicePdf). */
export async function downloadInvoice(saleId: number, fileName: string): Promise<void> {
  saveFile(await fetchInvoicePdf(saleId), fileName);
}

/**
 * A download's state: `run(id, download)` clears the last failure, marks `id` as downloading until
 * it ends and keeps a failure's message (`failure` when given, else the error's own).
 */
export function useDownload<Id = number>(failure?: string) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Id | null>(null);
  async function run(id: Id, download: () => Promise<void>) {
    setError(null);
    setPending(id);
    try {
      await download();
    } catch (caught) {
      setError(failure ?? (caught as Error).message);
    } finally {
      setPending(null);
    }
  }
  return { error, pending, run };
}
