import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DIALOG_LINKS, dialogHref } from './dialog-link';

/**
 * Alt+N opens 'Nouvelle vente' from any screen (the physical N key, so it works whatever the
 * keyboard's layout or what Alt+N types on a Mac). The buttons that do the same say it: in their
 * tooltip and to screen readers (`aria-keyshortcuts`).
 */
export const NEW_SALE_SHORTCUT = { keys: 'Alt+N', hint: 'Alt + N' } as const;

/** What a 'Nouvelle vente' button carries to announce the shortcut. */
export const newSaleShortcutProps = (label: string) => ({
  title: `${label} (${NEW_SALE_SHORTCUT.hint})`,
  'aria-keyshortcuts': NEW_SALE_SHORTCUT.keys,
});

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Listens for Alt+N on the signed-in screens; typing in a field is left alone. */
export function useNewSaleShortcut() {
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== 'KeyN') return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      navigate(dialogHref(DIALOG_LINKS.newSale));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
