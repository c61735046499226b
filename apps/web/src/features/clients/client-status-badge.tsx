import { Badge } from '@/components/badge';
import { CLIENT_STATUS, isActiveClient } from './client-display';

/** 'Client actif' (green) when the turnover is above 0, else 'Nouveau client'. */
export function ClientStatusBadge({ client }: { client: { chiffre_affaire: number } }) {
  return isActiveClient(client) ? (
    <Badge tone="green">{CLIENT_STATUS.active}</Badge>
  ) : (
    <Badge tone="grey">{CLIENT_STATUS.new}</Badge>
  );
}
