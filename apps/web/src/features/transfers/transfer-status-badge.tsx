import { TRANSFER_STATUS_LABELS, type TransferStatus } from '@pelote/shared';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<TransferStatus, BadgeTone> = {
  brouillon: 'grey',
  expedie: 'blue',
  recu: 'green',
  recu_partiellement: 'amber',
  annule: 'red',
};

/** 'Brouillon', 'En transit', 'Reçu', 'Reçu partiellement', 'Annulé'. */
export function TransferStatusBadge({ statut }: { statut: TransferStatus }) {
  return <Badge tone={TONES[statut]}>{TRANSFER_STATUS_LABELS[statut]}</Badge>;
}
