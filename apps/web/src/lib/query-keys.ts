/**
 * One query-key factory per resource, so a mutation can invalidate exactly what it touched:
 * `shopKeys.all` → every shop query, `shopKeys.lists()` → every list, `shopKeys.detail(3)` → one.
 */
export function createQueryKeys<const Resource extends string>(resource: Resource) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params?: Record<string, unknown>) => [resource, 'list', params ?? {}] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: number | string) => [resource, 'detail', id] as const,
  };
}
