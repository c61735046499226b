import { Outlet } from 'react-router';
import { Brand } from '@/components/brand';

/** The layout of the pages seen without signing in (/login, /404, /verify-email). */
export function CenteredLayout() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-rose-50 via-stone-50 to-stone-100 px-4 py-10">
      <div className="flex w-full max-w-md flex-col items-center gap-6">
        <Brand className="text-xl" />
        <div className="w-full rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
