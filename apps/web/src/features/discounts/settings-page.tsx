import { can } from '@pelote/shared';
import { Panel } from '@/components/panel';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useMyDiscountCap } from '@/lib/discount-cap';
import { percentText } from '@/lib/percent-input';
import { useSession } from '@/lib/session';
import { DiscountCapsForm } from './discount-caps-form';
import { DiscountCodePanel } from './discount-code-panel';
import { CODE_TEXTS, SETTINGS_TEXTS as T } from './discounts-texts';

/** A gérant's own cap, read only. */
function MyCap() {
  const cap = useMyDiscountCap();
  if (cap.isPending) return <LoadingState label={T.loading} />;
  if (cap.isError) return <QueryErrorState title={T.loadError} query={cap} />;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-stone-700">{T.myCap}</p>
      <p className="text-2xl font-semibold text-stone-900">
        {cap.data === null ? T.myCapNone : T.myCapValue(percentText(cap.data))}
      </p>
      {cap.data === null ? null : <p className="text-sm text-stone-600">{T.myCapHelp}</p>}
    </div>
  );
}

/**
 * Paramètres' 'Remises' sections — direction sets the gérants' cap and caps per user, and gives
 * the offline codes ('Code hors ligne'); a gérant sees their own cap only. app/settings-page.tsx
 * puts them on the page with the other features' sections.
 */
export function DiscountSettingsSections() {
  const { user } = useSession();
  const manages = can(user?.role, 'discounts:manage');
  return (
    <>
      {manages ? <p className="text-sm text-stone-600">{T.description}</p> : null}
      <Panel id="parametres-remises" title={T.discounts}>
        <div className="mt-3 flex flex-col gap-4">
          {manages ? <p className="text-sm text-stone-600">{T.discountsHelp}</p> : null}
          {manages ? <DiscountCapsForm /> : <MyCap />}
        </div>
      </Panel>
      {manages ? (
        <Panel id="parametres-code" title={CODE_TEXTS.title}>
          <div className="mt-3">
            <DiscountCodePanel />
          </div>
        </Panel>
      ) : null}
    </>
  );
}
