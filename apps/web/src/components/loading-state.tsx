import { LoaderCircle } from 'lucide-react';

/**
 * The in-card loading state of a list or a panel (apart from the empty and failed states, whose
 * 'Réessayer' button a page that only loads need not fetch before drawing).
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-4 py-12 text-sm text-stone-600">
      <LoaderCircle
        aria-hidden="true"
        className="size-5 animate-spin text-rose-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
