import {
  type DiscountCodeAnswer,
  discountCodeRequestSchema,
  formatMoney,
  parseMoney,
  SHOP_TIME_ZONE,
  shopName,
} from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MoneyTextField } from '@/components/money-text-field';
import { SelectField } from '@/components/select-field';
import { shopsQueryOptions } from '@/lib/shops-query';
import { useGiveDiscountCode } from './discounts-api';
import { CODE_TEXTS as T } from './discounts-texts';

const clock = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** '14:05' left of a code: minutes and seconds. */
function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, every second while a code is shown. */
function useNow(isRunning: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return now;
}

/** The code, large enough to read out over the phone, its shop and maximum, its expiry and what is left. */
function GivenCode({ given, shop }: { given: DiscountCodeAnswer; shop: string }) {
  const until = new Date(given.valable_jusqu_a).getTime();
  const now = useNow(true);
  const expired = now >= until;
  return (
    <section
      aria-label={T.code}
      className="flex flex-col items-center gap-2 rounded-xl bg-rose-50 px-4 py-5 text-center"
    >
      <p
        className={`font-mono text-5xl font-bold tracking-[0.25em] tabular-nums ${expired ? 'text-stone-400 line-through' : 'text-rose-900'}`}
      >
        {given.code}
      </p>
      <p className="text-sm text-stone-700">
        {T.forShop(shop)} <span className="whitespace-nowrap">{formatMoney(given.montant_max)}</span>
      </p>
      <p className="text-sm text-stone-700">{T.validUntil(clock.format(until))}</p>
      {expired ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {T.expired}
        </p>
      ) : (
        <p role="timer" className="text-base font-semibold text-stone-900 tabular-nums">
          {T.expiresIn(timeLeft(until - now))}
        </p>
      )}
    </section>
  );
}

/**
 * 'Code hors ligne': direction picks the shop and the maximum discount, and gets a one-time code
 * (valid 15 minutes) to read out to a seller selling offline over the cap.
 */
export function DiscountCodePanel() {
  const shops = useQuery(shopsQueryOptions());
  const give = useGiveDiscountCode();
  const [shopId, setShopId] = useState('');
  const [max, setMax] = useState('');
  const [errors, setErrors] = useState<{ magasin?: string; montant_max?: string }>({});
  const active = (shops.data ?? []).filter((shop) => shop.is_active);
  const givenShop = active.find((shop) => shop.id === give.data?.magasin);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!shopId) return setErrors({ magasin: T.shopRequired });
    const parsed = discountCodeRequestSchema.safeParse({
      magasin: Number(shopId),
      montant_max: parseMoney(max) ?? Number.NaN,
    });
    if (!parsed.success) return setErrors({ montant_max: parsed.error.issues[0]?.message });
    setErrors({});
    give.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{T.help}</p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      >
        <SelectField
          label={T.shop}
          options={active.map((shop) => ({ id: String(shop.id), label: shopName(shop.nom) }))}
          value={shopId}
          onChange={(value) => {
            setShopId(value);
            setErrors({});
          }}
          error={errors.magasin}
          isRequired
        />
        <MoneyTextField
          label={T.max}
          value={max}
          onChange={(value) => {
            setMax(value);
            setErrors({});
          }}
          error={errors.montant_max}
        />
        <Button
          type="submit"
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          isPending={give.isPending}
          pendingLabel={T.giving}
        >
          {T.give}
        </Button>
      </form>
      {give.isError ? <Alert>{`${T.failed} : ${give.error.message}`}</Alert> : null}
      {give.data ? (
        <GivenCode
          key={`${give.data.code}-${give.data.valable_jusqu_a}`}
          given={give.data}
          shop={givenShop ? shopName(givenShop.nom) : ''}
        />
      ) : null}
    </div>
  );
}
