import { DASHBOARD_MESSAGES, STATS_MAX_DAYS, todayIso } from '@pelote/shared';
import { useSearchParams } from 'react-router';

/**
 * The period of the sales statistics, kept in the URL (`date_debut`, `date_fin`) so a reload or a
 * shared link keeps it. Without them the server answers its default: the last 30 days.
 */

export const QUICK_PERIODS = [7, 30, 90] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The day `days` days before `iso` ('2026-11-22' minus 6 → '2026-11-16'). */
export function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days, today (in the shops' time zone) included. */
export function lastDays(days: number, today = todayIso()): { debut: string; fin: string } {
  return { debut: shiftDays(today, -(days - 1)), fin: today };
}

export function daysBetween(debut: string, fin: string): number {
  return Math.round((Date.parse(`${fin}T00:00:00Z`) - Date.parse(`${debut}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The French message for a period the server would refuse, or null. */
export function periodError(debut: string | undefined, fin: string | undefined): string | null {
  if (!debut || !fin) return null;
  if (debut > fin) return DASHBOARD_MESSAGES.periodReversed;
  if (daysBetween(debut, fin) > STATS_MAX_DAYS) return DASHBOARD_MESSAGES.periodTooLong;
  return null;
}

function readDate(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && ISO_DATE.test(value) ? value : undefined;
}

/** `{ debut, fin }` from the URL (undefined: the server's default) and a setter that keeps other params. */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const debut = readDate(params, 'date_debut');
  const fin = readDate(params, 'date_fin');
  function setPeriod(next: { debut?: string; fin?: string }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of [
          ['date_debut', next.debut],
          ['date_fin', next.fin],
        ] as const) {
          if (value && ISO_DATE.test(value)) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );
  }
  return { debut, fin, setPeriod };
}
