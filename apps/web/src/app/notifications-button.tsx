import { Bell, BellOff } from 'lucide-react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';

export const NOTIFICATIONS_TEXTS = {
  button: 'Notifications',
  empty: 'Aucune nouvelle notification',
} as const;

/** The top bar's notifications button; the list itself comes with a later feature. */
export function NotificationsButton() {
  return (
    <DialogTrigger>
      <Button
        aria-label={NOTIFICATIONS_TEXTS.button}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 outline-none hover:bg-stone-100 hover:text-stone-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-rose-600"
      >
        <Bell aria-hidden="true" className="size-5" />
      </Button>
      <Popover
        placement="bottom end"
        className="w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-stone-200 bg-white shadow-lg"
      >
        <Dialog className="flex flex-col gap-3 p-4 outline-none">
          <Heading slot="title" className="text-sm font-semibold text-stone-900">
            {NOTIFICATIONS_TEXTS.button}
          </Heading>
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <BellOff aria-hidden="true" className="size-4" />
            {NOTIFICATIONS_TEXTS.empty}
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
