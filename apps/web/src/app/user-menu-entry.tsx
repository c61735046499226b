import { useState } from 'react';
import { moduleLoader } from '@/components/lazy-on-use';
import { useSession } from '@/lib/session';
import { usePart } from './idle';
import type { EarlyPress } from './user-menu';
import { USER_MENU_BUTTON_CLASS, UserMenuFace, userMenuLabel } from './user-menu-face';

// The menu's popup code (react-aria Menu, Popover, the sign-out confirmation) comes after the
// layout has drawn.
const userMenuPart = moduleLoader(() => import('./user-menu'));

/**
 * The top bar's user menu: its button draws with the layout; the menu itself (user-menu.tsx)
 * replaces it as soon as its code is here, and a press before that opens it once it is.
 */
export function UserMenuEntry() {
  const { user } = useSession();
  const [module, loadNow] = usePart(userMenuPart);
  const [earlyPress, setEarlyPress] = useState<EarlyPress>(null);
  if (!user) return null;
  if (module) return <module.UserMenu user={user} openAtMount={earlyPress} />;
  return (
    <button
      type="button"
      aria-label={userMenuLabel(user)}
      aria-haspopup="true"
      aria-expanded="false"
      onClick={(event) => {
        // A click made with Enter or Space counts no mouse click (`detail` 0).
        setEarlyPress(event.detail === 0 ? 'keyboard' : 'pointer');
        loadNow();
      }}
      className={`${USER_MENU_BUTTON_CLASS} focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-600`}
    >
      <UserMenuFace user={user} />
    </button>
  );
}
