import { ROLE_LABELS, type User } from '@pelote/shared';
import { ChevronDown } from 'lucide-react';

export const USER_MENU_TEXTS = {
  button: 'Menu utilisateur',
  profile: 'Mon profil',
  settings: 'Paramètres',
  logout: 'Se déconnecter',
} as const;

export const USER_MENU_BUTTON_CLASS =
  'flex h-10 items-center gap-2 rounded-lg px-1.5 text-left outline-none hover:bg-stone-100 data-[focus-visible]:outline-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-rose-600 sm:px-2';

export function fullName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

export const userMenuLabel = (user: User) => `${USER_MENU_TEXTS.button} (${fullName(user)})`;

function initials(firstName: string, lastName: string, username: string): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (letters || username.slice(0, 2)).toUpperCase();
}

/** What the user menu's button shows: initials, and from `md` the name and the role. */
export function UserMenuFace({ user }: { user: User }) {
  return (
    <>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-rose-100 text-xs font-semibold text-rose-800">
        {initials(user.first_name, user.last_name, user.username)}
      </span>
      <span className="hidden min-w-0 leading-tight md:block">
        <span className="block max-w-[10rem] truncate text-sm font-medium text-stone-900">
          {fullName(user)}
        </span>
        <span className="block text-xs text-stone-500">{ROLE_LABELS[user.role]}</span>
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-stone-500 md:block" />
    </>
  );
}
