import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';

/** Things waiting too long (transfers not received, deposits not confirmed): a warning, one line each, and a link to them. */
export function DashboardLateList({
  title,
  lines,
  to,
  see,
}: {
  title: string;
  lines: { key: number; text: ReactNode }[];
  to: string;
  see: string;
}) {
  if (lines.length === 0) return null;
  return (
    <Alert tone="warning" title={title}>
      <ul className="mt-1 flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
      <Link to={to} className="touch-target mt-2 inline-flex font-medium underline">
        {see}
      </Link>
    </Alert>
  );
}
