import {
  approvalSchema,
  DISCOUNT_PATHS,
  type DiscountSettingsInput,
  discountCodeAnswerSchema,
  discountSettingsAnswerSchema,
  userSchema,
} from '@pelote/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/**
 * Direction's discount calls: the caps (Paramètres › Remises), the offline codes, and the
 * approvals waiting for a decision (the notifications).
 */

const discountKeys = queryKeys.discounts;

/** How often the approvals waiting are asked again while the app is open. */
export const APPROVALS_REFRESH_MS = 30_000;

export function useDiscountSettings() {
  return useQuery({
    queryKey: discountKeys.settings(),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(await apiClient.get(DISCOUNT_PATHS.settings, { signal }), discountSettingsAnswerSchema),
      ),
  });
}

/** 'Enregistrer': the gérants' cap and every user's own; the caps read again after. */
export function useSaveDiscountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: DiscountSettingsInput) =>
      unwrap(
        parseResult(await apiClient.put(DISCOUNT_PATHS.settings, settings), discountSettingsAnswerSchema),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(discountKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: discountKeys.myCap() });
    },
  });
}

/** The users a cap may be given to: id, login and names (GET /Users/liste-users/, direction only). */
const capUserSchema = userSchema.pick({
  id: true,
  username: true,
  first_name: true,
  last_name: true,
  role: true,
});
export type CapUser = z.infer<typeof capUserSchema>;

export function useCapUsers() {
  return useQuery({
    queryKey: discountKeys.users(),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get('/Users/liste-users/', { signal }), z.array(capUserSchema))),
  });
}

/**
 * 'Générer un code': a one-time code for a shop and a maximum. Its Idempotency-Key stays while the
 * server could not be reached, and changes once it has answered.
 */
export function useGiveDiscountCode() {
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (request: { magasin: number; montant_max: number }) => {
      const result = await apiClient.post(DISCOUNT_PATHS.codes, request, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, discountCodeAnswerSchema));
    },
  });
}

const pending = { statut: 'en_attente' } as const;

/** The approvals waiting for direction, oldest first as the server lists them; asked again every 30 s. */
export function usePendingApprovals(options: { enabled: boolean }) {
  return useQuery({
    enabled: options.enabled,
    queryKey: discountKeys.approvals(pending),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get(DISCOUNT_PATHS.approvals, { params: pending, signal }),
          z.array(approvalSchema),
        ),
      ),
    refetchInterval: APPROVALS_REFRESH_MS,
  });
}

/** 'Accepter' or 'Refuser' an approval; the approvals are read again after, whatever the answer. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: number; accept: boolean }) => {
      const path = accept ? DISCOUNT_PATHS.accept(id) : DISCOUNT_PATHS.refuse(id);
      return unwrap(parseResult(await apiClient.post(path), approvalSchema));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
