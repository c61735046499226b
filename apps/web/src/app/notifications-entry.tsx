import { Bell } from 'lucide-react';
import { useState } from 'react';
import { moduleLoader } from '@/components/lazy-on-use';
import { usePart } from './idle';
import { NOTIFICATIONS_BUTTON_CLASS, NOTIFICATIONS_TEXTS } from './notifications-texts';

// The count's query (with the stock's schemas) and the popover come after the layout has drawn.
const notificationsPart = moduleLoader(() => import('./notifications-button'));

/**
 * The top bar's notifications button: a bell drawn with the layout, replaced by the real button
 * (notifications-button.tsx: the alert count and its popover) as soon as its code is here; a press
 * before that opens the popover once it is.
 */
export function NotificationsEntry() {
  const [module, loadNow] = usePart(notificationsPart);
  const [isPressed, setPressed] = useState(false);
  if (module) return <module.NotificationsButton openAtMount={isPressed} />;
  return (
    <button
      type="button"
      aria-label={NOTIFICATIONS_TEXTS.button}
      aria-haspopup="dialog"
      aria-expanded="false"
      onClick={() => {
        setPressed(true);
        loadNow();
      }}
      className={`${NOTIFICATIONS_BUTTON_CLASS} focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-600`}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
