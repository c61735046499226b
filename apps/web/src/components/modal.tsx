import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';

export const MODAL_TEXTS = { close: 'Fermer' } as const;

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

type ModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof widths;
  /** Escape, the close button and a click outside close it; false while work is in progress. */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * The modal shell of every dialog (react-aria: focus kept inside, restored on close, Escape
 * closes). A sheet from the bottom on a phone, a centred card from `sm` up; long content scrolls.
 *
 * The lists its fields open are placed in its fixed layer, not in the page: a list placed in the
 * page moved with the page behind whenever something scrolled it (react-aria bringing a hovered
 * option into view scrolled the page under the modal), so for a frame it was no longer beside its
 * field, and a click made in that frame landed on what was under it. A dialog opened from a
 * dialog gets a layer of its own.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  isDismissable = true,
  role = 'dialog',
}: ModalProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <PortalProvider getContainer={null}>
      <ModalOverlay
        ref={setLayer}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={!isDismissable}
        className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/40 sm:items-center sm:p-4 motion-safe:data-[entering]:animate-fade-in"
      >
        <AriaModal
          className={`flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:max-h-[88dvh] sm:rounded-2xl ${widths[size]}`}
        >
          <PortalProvider getContainer={() => layer}>
            <Dialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
              <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-2.5 sm:py-4">
                <div className="min-w-0">
                  <Heading slot="title" level={2} className="text-lg font-semibold text-stone-900">
                    {title}
                  </Heading>
                  {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
                </div>
                <Button
                  slot="close"
                  aria-label={MODAL_TEXTS.close}
                  isDisabled={!isDismissable}
                  className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900 data-[disabled]:opacity-40"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </div>
              {children}
            </Dialog>
          </PortalProvider>
        </AriaModal>
      </ModalOverlay>
    </PortalProvider>
  );
}

/**
 * The scrolling body and the fixed button row of a modal. On a phone the header, a line kept at the
 * body's foot (a sale's 'Reste à payer') and the buttons, in one row, leave three quarters of the
 * screen to the fields; a field brought into view (focused, or scrolled to by the browser) stops
 * above that foot line, never under it (scroll padding).
 */
export function ModalBody({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 scroll-pt-4 scroll-pb-20 flex-col gap-4 overflow-y-auto px-5 py-4">
      {children}
    </div>
  );
}

export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap-reverse gap-2 border-t border-stone-200 px-5 py-3 *:flex-1 sm:flex-nowrap sm:justify-end sm:py-4 sm:*:flex-none">
      {children}
    </div>
  );
}
