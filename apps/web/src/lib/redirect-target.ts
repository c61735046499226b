/** Where the login page sends the user: the page they came from (location state `from`), else '/'. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'object' || from === null) return '/';
  const {
    pathname,
    search = '',
    hash = '',
  } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (
    typeof pathname !== 'string' ||
    !pathname.startsWith('/') ||
    pathname.startsWith('//') ||
    pathname.startsWith('/login')
  ) {
    return '/';
  }
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
