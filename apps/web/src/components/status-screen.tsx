import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A spinner with its French label, announced to screen readers. */
export function LoadingScreen({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 p-6 text-sm text-stone-600 ${
        fullScreen ? 'min-h-dvh' : 'min-h-[40vh]'
      }`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-rose-700" />
      <span>{label}</span>
    </div>
  );
}

type MessageScreenProps = {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** Usually one button or link. */
  action?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
};

const tones = {
  neutral: 'bg-stone-100 text-stone-700',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-rose-50 text-rose-700',
};

/** A centred message with a title, a text and an action (guard screens, errors). */
export function MessageScreen({ icon: Icon, title, text, action, tone = 'neutral' }: MessageScreenProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-xl font-semibold text-stone-900">{title}</h1>
      <p className="text-sm text-stone-600">{text}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
