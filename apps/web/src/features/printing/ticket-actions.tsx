import { MessageCircle, Printer, RotateCcw } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { TicketActionsProps } from '@/lib/ticket-slots';
import { PRINTING_TEXTS } from './printing-texts';
import { useTicket } from './use-ticket';

const T = PRINTING_TEXTS;

/** 'Imprimer le ticket' and 'Envoyer le reçu' under a sale, a credit note or a provisional ticket. */
export function TicketActions(props: TicketActionsProps) {
  const { state, print, send, sending } = useTicket(props);
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onPress={() => void print()}
          isPending={state.status === 'printing'}
          pendingLabel={T.printing}
        >
          {T.printTicket}
        </Button>
        <Button
          variant="secondary"
          icon={<MessageCircle aria-hidden="true" className="size-4" />}
          onPress={() => void send()}
          isPending={sending}
        >
          {T.sendReceipt}
        </Button>
      </div>
      <div role="status" className="text-sm text-stone-600">
        {state.status === 'printed' ? T.printed : null}
      </div>
      {state.status === 'failed' ? (
        <Alert title={T.failed(state.reason)}>
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onPress={() => void print()}
          >
            {T.retry}
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
