import type { CatalogueType } from '@pelote/shared';
import { Backpack, Cog, Gift, type LucideIcon, Puzzle, Scissors, Shirt, Spool } from 'lucide-react';
import type { BadgeTone } from '@/components/badge';

/** Icon and badge colour of each type (the same colours as the stock entries' type badges). */
export const CATALOGUE_TYPE_STYLE: Record<CatalogueType, { icon: LucideIcon; tone: BadgeTone }> = {
  laine: { icon: Spool, tone: 'blue' },
  accessoire: { icon: Scissors, tone: 'green' },
  habit: { icon: Shirt, tone: 'pink' },
  trousse: { icon: Backpack, tone: 'indigo' },
  kit: { icon: Gift, tone: 'orange' },
  machine: { icon: Cog, tone: 'purple' },
  composant: { icon: Puzzle, tone: 'grey' },
};
