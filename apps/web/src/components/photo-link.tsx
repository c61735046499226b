import { Receipt } from 'lucide-react';

/**
 * A stored photo in a list (a cash-out's receipt): small, beside `text`, opening the whole photo in
 * a new tab. `label` names the link for a screen reader (which photo of which row).
 */
export function PhotoLink({ url, text, label }: { url: string; text: string; label: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      className="touch-target inline-flex items-center gap-2 rounded text-sm font-medium text-rose-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
    >
      <img src={url} alt="" loading="lazy" className="size-10 rounded border border-stone-200 object-cover" />
      <Receipt aria-hidden="true" className="size-4" />
      {text}
    </a>
  );
}
