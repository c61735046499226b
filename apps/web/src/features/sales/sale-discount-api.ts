import { type ApprovalRequestInput, approvalSchema, DISCOUNT_PATHS } from '@pelote/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/**
 * The sale form's discount calls (its seller's cap: lib/discount-cap.ts): direction's approval
 * of a discount over the cap (asked with the basket, then read again every few seconds until direction decides).
 */

/** How often a pending approval is read again while the form waits. */
export const APPROVAL_POLL_MS = 3_000;

/**
 * 'Demander un accord': the basket goes to direction. Its Idempotency-Key stays while the server
 * could not be reached (the first attempt may have gone through), and changes once it has answered.
 */
export function useAskApproval() {
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (basket: ApprovalRequestInput) => {
      const result = await apiClient.post(DISCOUNT_PATHS.approvals, basket, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, approvalSchema));
    },
  });
}

/** The approval asked, read again every few seconds while it waits for direction. */
export function useApprovalStatus(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: queryKeys.discounts.approval(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(DISCOUNT_PATHS.approval(id ?? 0), { signal }), approvalSchema)),
    refetchInterval: (query) =>
      query.state.data && query.state.data.statut !== 'en_attente' ? false : APPROVAL_POLL_MS,
  });
}
