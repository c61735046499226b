import { capPercentText, DISCOUNT_MESSAGES, formatMoney } from '@pelote/shared';
import { KeyRound, Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { DiscountApproval } from './sale-discount-approval';
import { DiscountCodeFields } from './sale-discount-code';
import { DISCOUNT_APPROVAL_TEXTS as T } from './sale-discount-texts';

type ApprovalBlockProps = {
  state: DiscountApproval;
  /** The sale's discounts go over the seller's cap, as far as the form knows. */
  overCap: boolean;
  /** The seller's cap in percent (null: none). */
  capPercent: number | null;
  /** The server does not answer: no approval can be asked, a code can be typed. */
  isOffline: boolean;
  /** 'Demander un accord': the form checks the sale, then hands its basket to `state.askFor`. */
  onAsk: () => void;
};

/** The seller's choices when direction must approve: ask now, or type a code given by phone. */
function Choices({ state, isOffline, onAsk }: Pick<ApprovalBlockProps, 'state' | 'isOffline' | 'onAsk'>) {
  const [typing, setTyping] = useState(false);
  if (typing)
    return (
      <DiscountCodeFields
        onUse={(code) => {
          state.setCode(code);
          setTyping(false);
        }}
        onCancel={() => setTyping(false)}
      />
    );
  return (
    <div className="flex flex-col gap-2">
      {isOffline ? <p className="text-sm text-stone-700">{T.offlineAsk}</p> : null}
      <div className="flex flex-wrap gap-2">
        {isOffline ? null : (
          <Button
            size="sm"
            icon={<Send aria-hidden="true" className="size-4" />}
            onPress={onAsk}
            isPending={state.isAsking}
            pendingLabel={T.asking}
          >
            {T.ask}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          onPress={() => setTyping(true)}
        >
          {T.enterCode}
        </Button>
      </div>
    </div>
  );
}

/**
 * Under the totals, when a discount needs direction: why (the seller's cap, or the server's
 * refusal in its words), then 'Demander un accord' and 'Saisir un code'; while direction decides,
 * 'En attente de la direction…'; a code typed is shown with 'Retirer le code'.
 */
export function DiscountApprovalBlock({ state, overCap, capPercent, isOffline, onAsk }: ApprovalBlockProps) {
  const { approval, code, refusal } = state;
  const needed = overCap || refusal !== null;
  if (!needed && !code && !approval) return null;
  const reason =
    refusal ??
    (capPercent !== null ? DISCOUNT_MESSAGES.overCap(capPercentText(Math.round(capPercent * 100))) : null);
  const waiting = approval?.statut === 'en_attente';
  const accepted = approval?.statut === 'acceptee' || approval?.statut === 'utilisee';
  return (
    <section aria-label={T.section} className="flex flex-col gap-2">
      {waiting ? (
        <Alert tone="info" title={T.waiting}>
          {T.waitingHelp}
        </Alert>
      ) : null}
      {accepted ? <Alert tone="success">{T.accepted}</Alert> : null}
      {approval?.statut === 'refusee' ? <Alert>{T.refused}</Alert> : null}
      {state.askError ? <Alert>{`${T.askFailed} : ${state.askError}`}</Alert> : null}
      {code ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
          <span>{T.codeUsed(code.code, formatMoney(code.montant_max))}</span>
          <Button variant="ghost" size="sm" onPress={() => state.setCode(null)}>
            {T.removeCode}
          </Button>
        </div>
      ) : null}
      {needed && !waiting && !accepted && !code ? (
        <>
          {approval?.statut === 'refusee' || !reason ? null : <Alert tone="warning">{reason}</Alert>}
          <Choices state={state} isOffline={isOffline} onAsk={onAsk} />
        </>
      ) : null}
    </section>
  );
}
