import { type DiscountCode, discountCodeSchema, parseMoney } from '@pelote/shared';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { MoneyTextField } from '@/components/money-text-field';
import { DISCOUNT_APPROVAL_TEXTS as T } from './sale-discount-texts';

type CodeErrors = { code?: string; montant_max?: string };

/**
 * 'Saisir un code': the 6 digits direction read out over the phone and the maximum discount they
 * allow, checked by the shared schema; the sale then carries them (`code_remise`), offline too.
 * Inside the sale's form: Enter here uses the code, never sends the sale.
 */
export function DiscountCodeFields({
  onUse,
  onCancel,
}: {
  onUse: (code: DiscountCode) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [max, setMax] = useState('');
  const [errors, setErrors] = useState<CodeErrors>({});

  function use() {
    const parsed = discountCodeSchema.safeParse({
      code: code.trim(),
      montant_max: parseMoney(max) ?? Number.NaN,
    });
    if (parsed.success) return onUse(parsed.data);
    const found: CodeErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'code' ? 'code' : 'montant_max';
      found[field] ??= issue.message;
    }
    setErrors(found);
  }

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    use();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter typed in either field uses the code.
    <div onKeyDown={onEnter} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={T.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors({});
          }}
          error={errors.code}
        />
        <MoneyTextField
          label={T.codeMax}
          value={max}
          onChange={(value) => {
            setMax(value);
            setErrors({});
          }}
          error={errors.montant_max}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onPress={onCancel}>
          {T.cancel}
        </Button>
        <Button size="sm" onPress={use}>
          {T.useCode}
        </Button>
      </div>
    </div>
  );
}
