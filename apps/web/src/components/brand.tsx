import { PRODUCT_NAME } from '@pelote/shared';

/** The yarn-ball mark and the product name. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 font-semibold text-stone-900 ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="14" className="fill-rose-600" />
        <path
          d="M6 11c6 2 14 2 20 0M4 17c7 3 17 3 24 0M7 23c6 2 12 2 18 0M12 3c-4 7-4 19 0 26M20 3c4 7 4 19 0 26"
          fill="none"
          className="stroke-rose-50"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
