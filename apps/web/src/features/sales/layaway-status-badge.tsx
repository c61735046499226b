import { LAYAWAY_STATUS_LABELS, type LayawayStatus } from '@pelote/shared';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<LayawayStatus, BadgeTone> = {
  en_cours: 'blue',
  a_echeance: 'amber',
  expiree: 'red',
  retiree: 'green',
  annulee: 'grey',
};

/** 'En cours', 'À échéance', 'Expirée', 'Retirée', 'Annulée'. */
export function LayawayStatusBadge({ statut }: { statut: LayawayStatus }) {
  return <Badge tone={TONES[statut]}>{LAYAWAY_STATUS_LABELS[statut]}</Badge>;
}
