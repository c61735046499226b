import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Links that open a page's dialog, so another screen (the dashboard) can start a task without
 * importing the feature that owns it: `/ventes?nouvelle=1` opens 'Nouvelle vente',
 * `/clients?nouveau=1` the new-client dialog.
 */
export const DIALOG_LINKS = {
  newSale: { path: '/ventes', param: 'nouvelle' },
  newClient: { path: '/clients', param: 'nouveau' },
} as const;

type DialogLink = (typeof DIALOG_LINKS)[keyof typeof DIALOG_LINKS];

export const dialogHref = ({ path, param }: DialogLink) => `${path}?${param}=1`;

/**
 * On the page a dialog link leads to: once `ready`, when the address holds `?{param}=1`, calls
 * `open` once and takes the parameter out of the address (replacing the history entry), so a
 * reload or going back does not open the dialog again.
 */
export function useDialogLink(link: DialogLink, open: () => void, ready = true) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(link.param) === '1';
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (!requested || !ready) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(link.param);
        return updated;
      },
      { replace: true },
    );
    openRef.current();
  }, [requested, ready, link.param, setParams]);
}
