import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@pelote/shared';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<PurchaseOrderStatus, BadgeTone> = {
  brouillon: 'grey',
  envoye: 'blue',
  partiellement_recu: 'amber',
  solde: 'green',
  annule: 'red',
};

/** 'Brouillon', 'Envoyé', 'Partiellement reçu', 'Soldé', 'Annulé'; 'En retard' beside a late one. */
export function PurchaseOrderStatusBadge({
  statut,
  late = false,
}: {
  statut: PurchaseOrderStatus;
  late?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={TONES[statut]}>{PURCHASE_ORDER_STATUS_LABELS[statut]}</Badge>
      {late ? <Badge tone="orange">En retard</Badge> : null}
    </span>
  );
}
