import { ROLE_LABELS } from '@pelote/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OFFLINE_TEXTS } from '@/lib/offline/offline-texts';
import { useOutbox } from '@/lib/offline/use-offline';
import { useSession } from '@/lib/session';

export const USER_MENU_TEXTS = {
  button: 'Menu utilisateur',
  profile: 'Mon profil',
  settings: 'Paramètres',
  logout: 'Se déconnecter',
} as const;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900';

function initials(firstName: string, lastName: string, username: string): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (letters || username.slice(0, 2)).toUpperCase();
}

/** The top bar's user menu: 'Mon profil', 'Paramètres', 'Se déconnecter'. */
export function UserMenu() {
  const { user, logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Sales still on this device: signing out asks first, and keeps them for this user's next visit.
  const pending = useOutbox().entries.length;
  const [isConfirming, setConfirming] = useState(false);
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;

  function signOut() {
    // The session shows as ending at once (the login page waits for it), then is gone.
    void logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  function askSignOut() {
    if (pending > 0) setConfirming(true);
    else signOut();
  }

  return (
    <>
      <MenuTrigger>
        <Button
          aria-label={`${USER_MENU_TEXTS.button} (${fullName})`}
          className="flex h-10 items-center gap-2 rounded-lg px-1.5 text-left outline-none hover:bg-stone-100 data-[focus-visible]:outline-2 data-[focus-visible]:outline-rose-600 sm:px-2"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-rose-100 text-xs font-semibold text-rose-800">
            {initials(user.first_name, user.last_name, user.username)}
          </span>
          <span className="hidden min-w-0 leading-tight md:block">
            <span className="block max-w-[10rem] truncate text-sm font-medium text-stone-900">
              {fullName}
            </span>
            <span className="block text-xs text-stone-500">{ROLE_LABELS[user.role]}</span>
          </span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-stone-500 md:block" />
        </Button>
        <Popover
          placement="bottom end"
          className="min-w-52 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <Menu className="outline-none" aria-label={USER_MENU_TEXTS.button}>
            <MenuItem href="/profil" textValue={USER_MENU_TEXTS.profile} className={itemClass}>
              <UserRound aria-hidden="true" className="size-4 text-stone-500" />
              {USER_MENU_TEXTS.profile}
            </MenuItem>
            <MenuItem href="/admin/parametres" textValue={USER_MENU_TEXTS.settings} className={itemClass}>
              <Settings aria-hidden="true" className="size-4 text-stone-500" />
              {USER_MENU_TEXTS.settings}
            </MenuItem>
            <Separator className="my-1 border-t border-stone-200" />
            <MenuItem onAction={askSignOut} textValue={USER_MENU_TEXTS.logout} className={itemClass}>
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
