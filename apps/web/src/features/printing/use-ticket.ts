import type { Receipt } from '@pelote/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isWorkingOffline } from '@/lib/connection-state';
import { useSession } from '@/lib/session';
import { useShops } from '@/lib/shops-query';
import type { TicketActionsProps } from '@/lib/ticket-slots';
import { encodeTicket } from './escpos-ticket';
import { markPrinted, wasPrinted } from './printed-tickets';
import { readPrinterSettings } from './printer-settings';
import { PRINTING_TEXTS } from './printing-texts';
import { createPublicLink, fetchReceipt, provisionalReceipt } from './receipt-api';
import { ticketLayout } from './ticket-layout';
import { drawTicket, printTicketPage } from './ticket-paper';
import { availableTransports, sendToPrinter } from './transports';
import { whatsappText, whatsappUrl } from './whatsapp-receipt';

export type PrintState = { status: 'idle' | 'printing' | 'printed' } | { status: 'failed'; reason: string };

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PRINTING_TEXTS.receiptError;

/**
 * A ticket's two actions: print it (on the device's printer, else the print dialog) and send the
 * receipt on WhatsApp. A sale just recorded prints by itself when the device says so; it never
 * waits on the printer, which is reached after the sale is saved or queued.
 */
export function useTicket({ source, isNew = false }: TicketActionsProps) {
  const [state, setState] = useState<PrintState>({ status: 'idle' });
  const [sending, setSending] = useState(false);
  const user = useSession().user;
  const shops = useShops({ enabled: source.kind === 'provisional' });
  const firstPrint = useRef(isNew);

  const loadReceipt = useCallback(async (): Promise<Receipt> => {
    if (source.kind !== 'provisional') return fetchReceipt(source);
    const shop = shops.data?.find((each) => each.id === source.entry.summary.shop.id);
    return provisionalReceipt(source.entry, shop, user?.username ?? null);
  }, [source, shops.data, user?.username]);

  const print = useCallback(async () => {
    setState({ status: 'printing' });
    try {
      const receipt = await loadReceipt();
      const settings = readPrinterSettings();
      // A sale's ticket printed before (here, or before this dialog was opened) is a DUPLICATA.
      const duplicate = (source.kind === 'sale' && !firstPrint.current) || wasPrinted(receipt.numero);
      const layout = { width: settings.width, duplicate };
      if (!settings.transport || !availableTransports().includes(settings.transport)) {
        printTicketPage(ticketLayout(receipt, layout), settings.width, receipt.numero);
      } else {
        const raster = settings.raster ? { draw: drawTicket } : undefined;
        await sendToPrinter(settings.transport, encodeTicket(receipt, { ...layout, raster }));
      }
      firstPrint.current = false;
      markPrinted(receipt.numero);
      setState({ status: 'printed' });
    } catch (error) {
      setState({ status: 'failed', reason: reasonOf(error) });
    }
  }, [loadReceipt, source.kind]);

  const send = useCallback(async () => {
    setSending(true);
    try {
      const receipt = await loadReceipt();
      let link: string | null = null;
      if (source.kind === 'sale' && !isWorkingOffline()) {
        link = await createPublicLink(source.id).then(
          (answer) => answer.url,
          () => null,
        );
      }
      const text = whatsappText(receipt, link);
      const phone = receipt.client?.telephone ?? null;
      if (!phone && typeof navigator.share === 'function') {
        await navigator.share({ text }).catch(() => {});
      } else if (!window.open(whatsappUrl(phone, text), '_blank', 'noopener')) {
        window.location.assign(whatsappUrl(phone, text));
      }
    } catch (error) {
      setState({ status: 'failed', reason: reasonOf(error) });
    } finally {
      setSending(false);
    }
  }, [loadReceipt, source]);

  // A new sale prints by itself, once, when the device prints automatically on a printer it has.
  const autoPrinted = useRef(false);
  useEffect(() => {
    const settings = readPrinterSettings();
    if (
      !isNew ||
      source.kind === 'creditNote' ||
      autoPrinted.current ||
      !settings.autoPrint ||
      !settings.transport
    )
      return;
    if (source.kind === 'provisional' && shops.isPending && !shops.isError) return;
    autoPrinted.current = true;
    void print();
  }, [isNew, print, source.kind, shops.isPending, shops.isError]);

  return { state, print, send, sending };
}
