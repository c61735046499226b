import { Button } from '@/components/button';
import { ModalFooter } from '@/components/modal';
import { useIsOffline } from '@/lib/connection-state';
import { LAYAWAY_MODE_TEXTS, SetAsideButton } from './layaway-sale-mode';
import type { useSetAside } from './layaway-set-aside';

export const SALE_FORM_FOOTER_TEXTS = {
  cancel: 'Annuler',
  submit: 'Enregistrer la vente',
  pending: 'Enregistrement...',
} as const;

const T = SALE_FORM_FOOTER_TEXTS;

type SaleFormFooterProps = {
  setAside: ReturnType<typeof useSetAside>;
  /** 'Mettre de côté' is offered (not when correcting a sale kept offline). */
  canSetAside: boolean;
  /** The offline feature says the device works without the server (the connection state is asked too). */
  isOffline: boolean;
  /** The sale is on its way. */
  isSaving: boolean;
  onCancel: () => void;
};

/**
 * The new sale's buttons: 'Annuler', 'Mettre de côté' and 'Enregistrer la vente'; once the form is
 * a layaway, 'Revenir à la vente' and 'Mettre de côté' (disabled offline: it needs the network).
 */
export function SaleFormFooter({ setAside, canSetAside, isSaving, onCancel, ...props }: SaleFormFooterProps) {
  const isOffline = useIsOffline() || props.isOffline;
  const isPending = isSaving || setAside.isPending;
  if (setAside.isOn)
    return (
      <ModalFooter>
        <Button variant="secondary" onPress={setAside.stop} isDisabled={isPending}>
          {LAYAWAY_MODE_TEXTS.back}
        </Button>
        <Button type="submit" isPending={setAside.isPending} isDisabled={isOffline}>
          {setAside.isPending ? LAYAWAY_MODE_TEXTS.pending : LAYAWAY_MODE_TEXTS.setAside}
        </Button>
      </ModalFooter>
    );
  return (
    <ModalFooter>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {T.cancel}
      </Button>
      {canSetAside ? (
        <SetAsideButton isOffline={isOffline} isDisabled={isPending} onPress={setAside.start} />
      ) : null}
      <Button type="submit" isPending={isSaving}>
        {isSaving ? T.pending : T.submit}
      </Button>
    </ModalFooter>
  );
}
