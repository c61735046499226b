import type { ReactNode } from 'react';

type StatsSectionProps = {
  id: string;
  title: string;
  /** What the figures cover ('Du 1 mars 2026 au 30 mars 2026'), under the title. */
  subtitle?: ReactNode;
  /** A section of the page (2) or one inside another (3): the heading's level and size. */
  level: 2 | 3;
  children: ReactNode;
};

/** A section of /statistiques: its heading, what it covers, then its picker and figures. */
export function StatsSection({ id, title, subtitle, level, children }: StatsSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={`flex flex-col ${level === 2 ? 'gap-4' : 'gap-3'}`}>
      <header className="flex flex-col gap-1">
        <Heading id={id} className={`${level === 2 ? 'text-lg ' : ''}font-semibold text-stone-900`}>
          {title}
        </Heading>
        {subtitle ? <p className="text-sm text-stone-600">{subtitle}</p> : null}
      </header>
      {children}
    </section>
  );
}
