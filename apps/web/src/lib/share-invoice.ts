import { useState } from 'react';
import { fetchInvoicePdf, saveFile } from './invoice-download';

/**
 * 'Partager' an invoice: the PDF goes to the phone's share sheet (WhatsApp, e-mail, Bluetooth…)
 * through the Web Share API, named after its number ('FAC-2026-M03-000012.pdf'). Where files
 * cannot be shared, or the share sheet refuses (the PDF took too long to come and the tap no
 * longer counts), the same file is downloaded instead.
 */

export const SHARE_TEXTS = {
  share: 'Partager',
  shareLabel: (numero: string) => `Partager la facture ${numero}`,
  title: (numero: string) => `Facture ${numero}`,
  error: 'Erreur lors du partage du PDF',
} as const;

/** 'FAC-2026-M03-000012.pdf': the invoice number, safe as a file name. */
export function invoiceShareFileName(numeroFacture: string): string {
  return `${numeroFacture.trim().replace(/[\\/:*?"<>|\s]+/g, '_')}.pdf`;
}

/** Whether this browser has a share sheet at all ('Partager' is shown only then). */
export function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Fetches the invoice's PDF and shares it, or downloads it where it cannot be shared. */
export async function shareInvoice(saleId: number, numeroFacture: string): Promise<ShareOutcome> {
  const fileName = invoiceShareFileName(numeroFacture);
  const pdf = await fetchInvoicePdf(saleId);
  const file = new File([pdf], fileName, { type: 'application/pdf' });
  const data: ShareData = { files: [file], title: SHARE_TEXTS.title(numeroFacture) };
  if (canUseShareSheet() && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to do, nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  saveFile(file, fileName);
  return 'downloaded';
}

/** For a screen with 'Partager' buttons: which sale is being shared, and the French error. */
export function useInvoiceShare() {
  const [sharingId, setSharingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function share(saleId: number, numeroFacture: string) {
    setError(null);
    setSharingId(saleId);
    try {
      await shareInvoice(saleId, numeroFacture);
    } catch {
      setError(SHARE_TEXTS.error);
    } finally {
      setSharingId(null);
    }
  }
  return { isAvailable: canUseShareSheet(), sharingId, error, share };
}
