import type { Sale } from '@pelote/shared';
import { QrCode } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { PlainButton } from '@/components/plain-button';
import { TICKET_FORMATS } from '@/lib/barcode/detector';
import { signalScan } from '@/lib/barcode/scan-feedback';
import { getSales, noSaleFilters } from './sales-api';

// The camera view and its decoder are fetched only when the button is first pressed.
const BarcodeCameraSheet = lazy(() =>
  import('@/components/barcode-camera-sheet').then((module) => ({ default: module.BarcodeCameraSheet })),
);

export const TICKET_SCAN_TEXTS = {
  button: 'Scanner un ticket',
  title: 'Scanner un ticket',
  aim: 'Visez le code QR du ticket : la vente s’ouvre toute seule.',
  searching: (numero: string) => `Recherche de la vente ${numero}...`,
  unknown: (numero: string) => `Aucune vente ne porte le numéro ${numero}`,
  failed: 'Erreur lors de la recherche de la vente : réessayez.',
} as const;

const T = TICKET_SCAN_TEXTS;
const SHEET_TEXTS = { title: T.title, aim: T.aim };

/**
 * 'Scanner un ticket': the camera reads the QR code a printed ticket carries (its invoice number)
 * and the sale opens, as a customer back at the counter hands it over. The server answers only the
 * sales the user may see (a gérant, their shop's). A number read again is ignored until another
 * is read; an unknown one says so and the camera keeps looking.
 */
export function SaleTicketScanButton({ onSale }: { onSale: (sale: Sale) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const last = useRef('');

  function open() {
    last.current = '';
    setStatus(null);
    setOpen(true);
  }

  async function read(raw: string) {
    const numero = raw.trim();
    if (numero === '' || numero === last.current) return;
    last.current = numero;
    signalScan();
    setStatus(T.searching(numero));
    try {
      const page = await getSales({ page: 1, shopId: null, ...noSaleFilters(), numero_facture: numero });
      const sale = page.results.find((item) => item.numero_facture === numero);
      if (!sale) return setStatus(T.unknown(numero));
      setOpen(false);
      onSale(sale);
    } catch {
      // Read again to try again.
      last.current = '';
      setStatus(T.failed);
    }
  }

  return (
    <>
      <PlainButton variant="secondary" icon={<QrCode aria-hidden="true" className="size-4" />} onPress={open}>
        {T.button}
      </PlainButton>
      {isOpen ? (
        <Suspense fallback={null}>
          <BarcodeCameraSheet
            formats={TICKET_FORMATS}
            texts={SHEET_TEXTS}
            status={status}
            onRead={(raw) => void read(raw)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
