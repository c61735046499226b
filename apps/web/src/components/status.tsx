import { CircleAlert, Inbox, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingState } from './loading-state';
import { PlainButton } from './plain-button';

/** The in-card states of a list or a panel: loading, empty and failed (with 'Réessayer'). */

export { LoadingState };

export const STATUS_TEXTS = { retry: 'Réessayer', retrying: 'Chargement...' } as const;

type EmptyStateProps = {
  title: string;
  text?: ReactNode;
  icon?: LucideIcon;
  /** Usually one button (e.g. the create button, or 'Effacer les filtres'). */
  action?: ReactNode;
};

export function EmptyState({ title, text, icon: Icon = Inbox, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="font-medium text-stone-900">{title}</p>
      {text ? <p className="max-w-md text-sm text-stone-600">{text}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

type ErrorStateProps = {
  /** What failed: 'Erreur lors du chargement des laines'. */
  title: string;
  /** The server's message, when it gave one. */
  error?: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

export function ErrorState({ title, error, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="font-medium text-stone-900">{title}</p>
      {error ? <p className="max-w-md text-sm break-words text-stone-600">{error}</p> : null}
      <PlainButton
        variant="secondary"
        icon={<RotateCw aria-hidden="true" className="size-4" />}
        onPress={onRetry}
        isPending={isRetrying}
        pendingLabel={STATUS_TEXTS.retrying}
      >
        {STATUS_TEXTS.retry}
      </PlainButton>
    </div>
  );
}

type FailedQuery = { error: Error | null; refetch: () => unknown; isFetching: boolean };

/** `ErrorState` for a failed TanStack query: its message, 'Réessayer' refetches, pending while it runs. */
export function QueryErrorState({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <ErrorState
      title={title}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
