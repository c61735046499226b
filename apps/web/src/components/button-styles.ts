/** Class names of the app's buttons, for <button>, react-aria <Button> and links styled as buttons. */

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 data-[pressed]:bg-rose-900 active:bg-rose-900',
  secondary:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50 data-[pressed]:bg-stone-100 active:bg-stone-100',
  ghost:
    'text-stone-600 hover:bg-stone-100 hover:text-stone-900 data-[pressed]:bg-stone-200 active:bg-stone-200',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 data-[pressed]:bg-red-900 active:bg-red-900',
};

const sizes: Record<ButtonSize, string> = {
  // A finger needs 40 px on a phone; a mouse makes do with 36 from `sm` up.
  sm: 'h-10 px-3 text-sm sm:h-9',
  md: 'h-10 px-4 text-sm',
  icon: 'size-10 shrink-0',
};

export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}
