import { ROLE_LABELS } from '@pelote/shared';
import { UserRound } from 'lucide-react';
import { Page } from '@/components/page';
import { useSession } from '@/lib/session';

export const PROFILE_TEXTS = {
  title: 'Mon profil',
  comingSoon: 'La gestion de profil sera bientôt disponible',
} as const;

/** /profil: who is signed in; editing comes later. */
export function ProfilePage() {
  const { user } = useSession();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  return (
    <Page title={PROFILE_TEXTS.title}>
      {user ? (
        <section className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-800">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-stone-900">{fullName}</p>
            <p className="truncate text-sm text-stone-600">
              @{user.username} · {ROLE_LABELS[user.role]}
            </p>
            {user.email ? <p className="truncate text-sm text-stone-600">{user.email}</p> : null}
          </div>
        </section>
      ) : null}
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-sm text-stone-600">
        {PROFILE_TEXTS.comingSoon}
      </p>
    </Page>
  );
}
