import type { Approval, ApprovalRequestInput, DiscountCode, SaleCreateInput } from '@pelote/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useApprovalStatus, useAskApproval } from './sale-discount-api';

/**
 * What covers a sale's discount over the seller's cap (or under cost): an approval direction
 * accepts ('Demander un accord': the basket is sent, then read again every few seconds until
 * decided; accepted, the sale goes at once with it), or a one-time code direction read out over the
 * phone ('Saisir un code', offline too). The server decides: its 403 is kept as `refusal`.
 */

/** The approval request for a sale's body: its shop, client, lines with their discounts, ticket's. */
export function approvalBasket(body: SaleCreateInput): ApprovalRequestInput {
  return {
    magasin: body.magasin,
    client: body.client,
    articles: body.articles.map(({ article, quantite, remise }) => ({
      article,
      quantite,
      ...(remise ? { remise } : {}),
    })),
    ...(body.remise_ticket ? { remise_ticket: body.remise_ticket } : {}),
  };
}

/** Whether a refused sale was refused for its discount: a 403 of a sale that has one. */
export function isDiscountRefusal(error: unknown, body: SaleCreateInput): error is ApiError {
  const discounted = Boolean(body.remise_ticket) || body.articles.some((line) => line.remise);
  return error instanceof ApiError && error.status === 403 && discounted;
}

export type DiscountApproval = ReturnType<typeof useDiscountApproval>;

/** `onAccepted` runs once when direction accepts the approval asked (the form sends the sale). */
export function useDiscountApproval(options: {
  initialCode?: DiscountCode | null;
  onAccepted: (approvalId: number) => void;
}) {
  const ask = useAskApproval();
  const [askedId, setAskedId] = useState<number | null>(null);
  const [code, setCode] = useState<DiscountCode | null>(options.initialCode ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const status = useApprovalStatus(askedId);
  const approval: Approval | undefined = status.data ?? (ask.data?.id === askedId ? ask.data : undefined);
  const accepted = approval?.statut === 'acceptee' ? approval.id : null;

  const onAccepted = useRef(options.onAccepted);
  onAccepted.current = options.onAccepted;
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (accepted === null || sentFor.current === accepted) return;
    sentFor.current = accepted;
    onAccepted.current(accepted);
  }, [accepted]);

  return {
    approval,
    code,
    refusal,
    isAsking: ask.isPending,
    askError: ask.isError ? ask.error.message : null,
    /** Sends the basket to direction and starts waiting for the answer. */
    askFor(body: SaleCreateInput) {
      ask.mutate(approvalBasket(body), { onSuccess: (asked) => setAskedId(asked.id) });
    },
    setCode(next: DiscountCode | null) {
      setCode(next);
      if (next) setRefusal(null);
    },
    clearRefusal: () => setRefusal(null),
    /** The server refused the sale for its discount: its words; the code or decided approval it had is set aside. */
    refuse(message: string) {
      setRefusal(message);
      setCode(null);
      // An approval direction has not decided yet is still awaited.
      if (approval?.statut === 'en_attente') return;
      setAskedId(null);
      ask.reset();
    },
    /** What the sale's body gets: the accepted approval, or the code typed. */
    fields(): Pick<SaleCreateInput, 'accord_remise' | 'code_remise'> {
      if (accepted !== null) return { accord_remise: accepted };
      return code ? { code_remise: code } : {};
    },
  };
}
