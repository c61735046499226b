import { PAGER_WINDOW } from '@pelote/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './page-window';

export const PAGINATION_TEXTS = {
  label: 'Pagination',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number) => `Page ${page}`,
  summary: (page: number, total: number) => `Page ${page} sur ${total}`,
} as const;

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** How many page numbers to show at once (5 by default). */
  windowSize?: number;
  /** The navigation landmark's name, when a screen has several pagers. */
  label?: string;
};

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Previous, a window of page numbers (the current one marked aria-current="page"), next.
 * Hidden when everything fits on one page. Each control is a button in the tab order.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  windowSize = PAGER_WINDOW,
  label = PAGINATION_TEXTS.label,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, windowSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">{PAGINATION_TEXTS.summary(page, totalPages)}</p>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            aria-label={PAGINATION_TEXTS.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={`${itemClass} text-stone-700 hover:bg-stone-100`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {pages.map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-label={PAGINATION_TEXTS.page(number)}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => onPageChange(number)}
                className={`${itemClass} ${
                  isCurrent ? 'bg-rose-700 text-white' : 'text-stone-700 hover:bg-stone-100'
                }`}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            aria-label={PAGINATION_TEXTS.next}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            className={`${itemClass} text-stone-700 hover:bg-stone-100`}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
