import {
  countryOptionSchema,
  detailResponseSchema,
  type UserCreateInput,
  type UserUpdateInput,
  userSchema,
} from '@pelote/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user administration's server calls: fetchers, queries, mutations. */

export const userKeys = queryKeys.users;

/** GET /Users/liste-users/: every user that is not deleted (one array, shown on one page). */
export async function getUsers(signal?: AbortSignal) {
  return unwrap(parseResult(await apiClient.get('/Users/liste-users/', { signal }), z.array(userSchema)));
}

export function usersListOptions(options: { enabled: boolean }) {
  return queryOptions({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal), ...options });
}

/** GET /Users/countries/: the countries with their French names (served, never bundled). */
export async function getCountries(signal?: AbortSignal) {
  const result = await apiClient.get('/Users/countries/', { signal });
  return unwrap(parseResult(result, z.array(countryOptionSchema)));
}

export function useCountries(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: options.enabled ?? true,
  });
}

export type SaveUserVariables =
  | { id: null; payload: UserCreateInput }
  | { id: number; payload: UserUpdateInput };

/** POST /Users/user-create or PUT /Users/update-user/{id} (the password only when filled). */
export async function saveUser({ id, payload }: SaveUserVariables) {
  const result =
    id === null
      ? await apiClient.post('/Users/user-create', payload)
      : await apiClient.put(`/Users/update-user/${id}`, payload);
  return unwrap(parseResult(result, userSchema));
}

/** Create or edit; the list reloads after. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** PATCH /Users/delete-user/{id}: a soft delete. */
export async function deleteUser(id: number) {
  return unwrap(parseResult(await apiClient.patch(`/Users/delete-user/${id}`), detailResponseSchema));
}

/** The list reloads after a delete, and after a failed one too. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
