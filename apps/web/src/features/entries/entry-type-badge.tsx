import { ARTICLE_TYPE_LABELS, type CatalogueType } from '@pelote/shared';
import { Badge, type BadgeTone } from '@/components/badge';

/** The product type colours of the entries; any other type is grey. */
export const ENTRY_TYPE_TONES: Partial<Record<CatalogueType, BadgeTone>> = {
  laine: 'blue',
  accessoire: 'green',
  machine: 'purple',
  kit: 'orange',
  habit: 'pink',
  trousse: 'indigo',
};

export function ProductTypeBadge({ type }: { type: CatalogueType | null | undefined }) {
  const label = type ? ARTICLE_TYPE_LABELS[type] : 'Type inconnu';
  return <Badge tone={(type && ENTRY_TYPE_TONES[type]) || 'grey'}>{label}</Badge>;
}
