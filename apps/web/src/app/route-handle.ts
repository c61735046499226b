import { type UIMatch, useMatches } from 'react-router';

/** What a route tells the layout: its breadcrumb label. */
export type RouteHandle = { crumb?: string };

/** The breadcrumb label of the deepest matched route that has one. */
export function useCurrentCrumb(): string | undefined {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const crumb = matches[index]?.handle?.crumb;
    if (crumb) return crumb;
  }
  return undefined;
}
