import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to /inventaires from a count or the loss report. */
export function BackToCountsLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/inventaires"
      className="touch-target inline-flex items-center text-sm font-medium text-rose-700"
    >
      {children}
    </Link>
  );
}
