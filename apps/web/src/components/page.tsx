import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { PageActions } from './page-actions';

type PageProps = {
  /** The page's heading, also the browser tab's title ('{title} · Pelote'). */
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (e.g. 'Ajouter un magasin'), the main one first (see PageActions). */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * The description of a page whose text comes with its data (a count, a shop's name): its line is
 * kept empty until then, so that the text's arrival moves nothing below it.
 */
export const PENDING_DESCRIPTION = <span aria-hidden="true">{'\u00a0'}</span>;

/** The frame of every signed-in screen: title, optional actions, content. */
export function Page({ title, description, actions, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions ? <PageActions actions={actions} /> : null}
      </header>
      {children}
    </div>
  );
}
