import { MARGIN_GROUPS, type MarginGroup, todayIso } from '@pelote/shared';
import { useSearchParams } from 'react-router';

/**
 * The margins follow the page's period (stats-period.ts, `date_debut`/`date_fin` in the URL); they
 * add the calendar months head office asks about ('Ce mois-ci', 'Mois dernier') and their grouping,
 * kept in the URL as `groupe_marges`.
 */

/** The calendar month `offset` months from the month of `today`, up to today for the current one. */
export function monthPeriod(offset: number, today = todayIso()): { debut: string; fin: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + offset;
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  const debut = first.toISOString().slice(0, 10);
  const end = last.toISOString().slice(0, 10);
  return { debut, fin: end < today ? end : today };
}

const GROUP_PARAM = 'groupe_marges';

function isGroup(value: string | null): value is MarginGroup {
  return MARGIN_GROUPS.some((group) => group === value);
}

/** The grouping of the margins ('article' unless the URL says otherwise) and its setter. */
export function useMarginGroup(): [MarginGroup, (group: MarginGroup) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(GROUP_PARAM);
  const group = isGroup(value) ? value : 'article';
  function setGroup(next: MarginGroup) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'article') updated.delete(GROUP_PARAM);
        else updated.set(GROUP_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  }
  return [group, setGroup];
}
