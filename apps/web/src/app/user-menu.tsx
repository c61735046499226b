import type { User } from '@pelote/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OFFLINE_TEXTS } from '@/features/offline/offline-texts';
import { useSession } from '@/lib/session';
import { USER_MENU_BUTTON_CLASS, USER_MENU_TEXTS, UserMenuFace, userMenuLabel } from './user-menu-face';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900';

/** How the button was pressed before this menu's code had arrived (then it opens at mount). */
export type EarlyPress = 'keyboard' | 'pointer' | null;

/**
 * The top bar's user menu: 'Mon profil', 'Paramètres', 'Se déconnecter'. Loaded after the layout
 * has drawn (user-menu-entry.tsx); `openAtMount` when its button was pressed before that.
 */
export function UserMenu({ user, openAtMount = null }: { user: User; openAtMount?: EarlyPress }) {
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Opened from the keyboard, the first item takes the focus, as after a key press on the button.
  const [firstFocus, setFirstFocus] = useState<'first' | undefined>(undefined);
  // Sales still on this device: signing out asks first, and keeps them for this user's next visit.
  const [pending, setPending] = useState(0);
  const [isConfirming, setConfirming] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the press that loaded this menu opens it.
  useEffect(() => {
    if (!openAtMount) return;
    // The button pressed was the stand-in: the focus goes to this one, so that closing the menu
    // gives it back here, then the menu opens as after a press.
    triggerRef.current?.focus();
    if (openAtMount === 'keyboard') setFirstFocus('first');
    setOpen(true);
  }, []);

  function signOut() {
    // The session shows as ending at once (the login page waits for it), then is gone.
    void logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  async function askSignOut() {
    // The device's database is read only now: the layout draws without it.
    const { pendingSaleCount } = await import('@/features/offline/pending-count');
    const count = await pendingSaleCount(user.id);
    if (count === 0) return signOut();
    setPending(count);
    setConfirming(true);
  }

  return (
    <>
      <MenuTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          setFirstFocus(undefined);
        }}
      >
        <Button ref={triggerRef} aria-label={userMenuLabel(user)} className={USER_MENU_BUTTON_CLASS}>
          <UserMenuFace user={user} />
        </Button>
        <Popover
          placement="bottom end"
          className="min-w-52 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <Menu className="outline-none" aria-label={USER_MENU_TEXTS.button} autoFocus={firstFocus}>
            <MenuItem href="/profil" textValue={USER_MENU_TEXTS.profile} className={itemClass}>
              <UserRound aria-hidden="true" className="size-4 text-stone-500" />
              {USER_MENU_TEXTS.profile}
            </MenuItem>
            <MenuItem href="/admin/parametres" textValue={USER_MENU_TEXTS.settings} className={itemClass}>
              <Settings aria-hidden="true" className="size-4 text-stone-500" />
              {USER_MENU_TEXTS.settings}
            </MenuItem>
            <Separator className="my-1 border-t border-stone-200" />
            <MenuItem
              onAction={() => void askSignOut()}
              textValue={USER_MENU_TEXTS.logout}
              className={itemClass}
            >
              <LogOut aria-hidden="true" className="size-4 text-stone-500" />
              {USER_MENU_TEXTS.logout}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={OFFLINE_TEXTS.signOutTitle}
        message={OFFLINE_TEXTS.signOutMessage(pending)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
        }}
        confirmLabel={OFFLINE_TEXTS.signOutConfirm}
        cancelLabel={OFFLINE_TEXTS.signOutCancel}
        tone="primary"
      />
    </>
  );
}
