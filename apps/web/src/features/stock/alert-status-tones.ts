import type { AlertStatus } from '@pelote/shared';
import type { BadgeTone } from '@/components/badge';

/**
 * The badge colour of each alert status (docs/architecture.md, 'Stock alert levels'). In a file
 * of its own: the top bar's notifications use it, and must not pull the alerts table (and its
 * table code) into every page.
 */
export const ALERT_STATUS_TONES: Record<AlertStatus, BadgeTone> = { Critique: 'red', Attention: 'amber' };
