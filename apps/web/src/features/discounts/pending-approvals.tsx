import { type Approval, formatMoney, shopName } from '@pelote/shared';
import { Check, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { useDecideApproval, usePendingApprovals } from './discounts-api';

export const APPROVALS_TEXTS = {
  title: 'Accords de remise',
  waiting: (count: number) => `${count} accord${count > 1 ? 's' : ''} de remise en attente`,
  loadError: 'Erreur lors du chargement des accords de remise',
  asked: (username: string, shop: string) => `${username} · ${shop}`,
  amount: (amount: string, percent: string) => `Remise de ${amount} (${percent} % du ticket)`,
  underCost: 'Sous le prix de revient',
  accept: 'Accepter',
  refuse: 'Refuser',
  acceptLabel: (username: string) => `Accepter la remise de ${username}`,
  refuseLabel: (username: string) => `Refuser la remise de ${username}`,
} as const;

const T = APPROVALS_TEXTS;

const percentOf = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** The approvals waiting for direction, asked again every 30 s; none asked for another role. */
export function usePendingApprovalCount(isDirection: boolean): number {
  return usePendingApprovals({ enabled: isDirection }).data?.length ?? 0;
}

function ApprovalItem({ approval }: { approval: Approval }) {
  const decide = useDecideApproval();
  const [choice, setChoice] = useState<boolean | null>(null);
  const item = useRef<HTMLLIElement>(null);
  const run = (accept: boolean) => {
    setChoice(accept);
    decide.mutate(
      { id: approval.id, accept },
      {
        // The item and its buttons go once the list is asked again: the focus goes to the
        // notifications first, so that the keyboard is never left on the page (Escape still closes).
        onSuccess: () => item.current?.closest<HTMLElement>('[role="dialog"]')?.focus(),
      },
    );
  };
  const who = approval.demandeur.username;
  return (
    <li ref={item} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 text-sm">
      <p className="font-medium text-stone-900">{T.asked(who, shopName(approval.magasin.nom))}</p>
      <p className="text-stone-700">
        {T.amount(formatMoney(approval.montant_remise), percentOf(approval.pourcentage))}
      </p>
      {approval.sous_le_cout ? (
        <p>
          <Badge tone="red">{T.underCost}</Badge>
        </p>
      ) : null}
      {approval.note ? <p className="text-stone-600 italic">{approval.note}</p> : null}
      {decide.isError ? <p className="text-red-700">{decide.error.message}</p> : null}
      <div className="flex gap-2 *:flex-1">
        <Button
          size="sm"
          icon={<Check aria-hidden="true" className="size-4" />}
          aria-label={T.acceptLabel(who)}
          onPress={() => run(true)}
          isPending={decide.isPending && choice === true}
          isDisabled={decide.isPending}
        >
          {T.accept}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<X aria-hidden="true" className="size-4" />}
          aria-label={T.refuseLabel(who)}
          onPress={() => run(false)}
          isPending={decide.isPending && choice === false}
          isDisabled={decide.isPending}
        >
          {T.refuse}
        </Button>
      </div>
    </li>
  );
}

/**
 * Direction's approvals waiting, in the notifications: the shop and who asks, the discount and its
 * percentage of the ticket, 'Sous le prix de revient' when so, with 'Accepter' and 'Refuser'.
 * Nothing while none waits.
 */
export function PendingApprovals() {
  const query = usePendingApprovals({ enabled: true });
  if (query.isError) return <p className="text-sm text-red-700">{T.loadError}</p>;
  const approvals = query.data ?? [];
  if (approvals.length === 0) return null;
  return (
    <section aria-label={T.title} className="flex flex-col gap-2">
      <p className="text-sm font-medium text-stone-800">{T.waiting(approvals.length)}</p>
      <ul className="flex flex-col gap-2">
        {approvals.map((approval) => (
          <ApprovalItem key={approval.id} approval={approval} />
        ))}
      </ul>
    </section>
  );
}
