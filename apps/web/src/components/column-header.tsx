import type { ReactNode } from 'react';

/** The header cell of a column, in a table drawn by hand (the shared tables draw their own). */
export function ColumnHeader({ className, children }: { className: string; children: ReactNode }) {
  return (
    <th scope="col" className={className}>
      {children}
    </th>
  );
}
