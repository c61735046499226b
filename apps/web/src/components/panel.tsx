import type { ReactNode } from 'react';

type PanelProps = {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** The heading's level: h2 unless the panel stands under another heading. */
  heading?: 'h2' | 'h3';
  className?: string;
  titleClassName?: string;
  children: ReactNode;
};

/** A white card section named by its heading: the heading, then what it holds. */
export function Panel({
  id,
  title,
  heading: Heading = 'h2',
  className = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm',
  titleClassName = 'font-semibold text-stone-900',
  children,
}: PanelProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
