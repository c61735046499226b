/**
 * Our own drawing of a shop front, shown when a shop's photo cannot be loaded (the default
 * store image). Inline, so it never depends on another server.
 */
export function StoreIllustration({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="size-full bg-rose-50"
    >
      <rect x="0" y="150" width="320" height="30" fill="#e7e5e4" />
      <rect x="70" y="62" width="180" height="90" rx="4" fill="#fff7ed" stroke="#a8a29e" strokeWidth="3" />
      <path d="M60 40h200l10 26H50z" fill="#be123c" />
      <path
        d="M50 66h220v10c0 8-8 14-18 14s-18-6-18-14c0 8-8 14-18 14s-18-6-18-14c0 8-8 14-18 14s-18-6-18-14c0 8-8 14-18 14s-18-6-18-14c0 8-8 14-18 14s-18-6-18-14c0 8-8 14-18 14s-18-6-18-14z"
        fill="#fda4af"
      />
      <rect x="90" y="98" width="62" height="44" rx="3" fill="#bae6fd" stroke="#a8a29e" strokeWidth="2" />
      <circle cx="112" cy="124" r="10" fill="#f472b6" />
      <circle cx="132" cy="128" r="8" fill="#a78bfa" />
      <rect x="172" y="98" width="52" height="54" rx="3" fill="#78716c" />
      <circle cx="214" cy="126" r="3" fill="#fef3c7" />
    </svg>
  );
}
