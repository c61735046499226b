import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a button shows: its icon and label, or a spinner and `pendingLabel` while it is pending. */
export function ButtonContent({
  icon,
  isPending,
  pendingLabel,
  children,
}: {
  icon?: ReactNode;
  isPending?: boolean;
  pendingLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {isPending ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
        />
      ) : (
        icon
      )}
      {isPending && pendingLabel ? pendingLabel : children}
    </>
  );
}
