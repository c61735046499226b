import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ComboBoxStateContext, Popover, PopoverContext, useSlottedContext } from 'react-aria-components';

/** The tallest a field's list grows (18 rem); react-aria makes it shorter where the screen has less room. */
const MAX_LIST_HEIGHT = 288;
/** The gap between the field and its list (react-aria's default). */
const LIST_OFFSET = 8;

/**
 * The list of a searchable field (a react-aria ComboBox), under the field or above it when there is
 * more room there (above the keyboard on a phone: see interactive-widget in index.html).
 *
 * react-aria closes such a list as soon as anything around its field scrolls, and on a phone
 * something always does: the browser scrolls the field into view when the keyboard opens or the
 * first letter is typed, a message appears under another field, the sheet is dragged. The list
 * vanished under the user's finger, with what they had typed. Here a scroll never closes it while
 * the field is on screen: the list is placed again beside the field, and closes only once the field
 * has been scrolled out of sight. Otherwise only the field closes its list (a choice, Escape,
 * leaving the field, the arrow button), or the screen reader's hidden 'dismiss' button.
 *
 * The side (under or above the field) is chosen when the list opens and again when the screen
 * scrolls or resizes, never because the list grew: left to react-aria, a list holding one option
 * sat under the field and jumped above it when the server's options came in, so a finger (or a
 * test's tap) already on its way landed on the field and the list stayed open without a choice.
 */
export function FieldPopover({ children }: { children: ReactNode }) {
  const combo = useContext(ComboBoxStateContext);
  const field = useSlottedContext(PopoverContext)?.triggerRef;
  const popover = useRef<HTMLElement>(null);
  const isOpen = combo?.isOpen ?? false;
  const close = () => combo?.close();
  const placement = useReplaceOnScroll(isOpen, field, popover, close);
  const [side, setSide] = useState<ListSide>('bottom');
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again on each counted scroll
  useLayoutEffect(() => {
    if (isOpen && field?.current)
      setSide(roomierSide(field.current.getBoundingClientRect(), viewportHeight()));
  }, [isOpen, field, placement]);
  return (
    <Popover
      ref={popover}
      placement={side}
      shouldFlip={false}
      // react-aria places a popover when it opens, when a size changes, and when one of its placing
      // props changes: a hundredth of a pixel more or less of gap (invisible, the place is rounded
      // to whole pixels) has it placed beside its field again, the list and its options kept.
      offset={LIST_OFFSET + (placement % 2) / 100}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isScrollEvent()) close();
      }}
      maxHeight={MAX_LIST_HEIGHT}
      className="w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg outline-none"
    >
      {children}
    </Popover>
  );
}

/**
 * While the list is open, counts the scrolls of what holds the field (once per frame), to place
 * the list again; closes it when the field leaves the visible part of what scrolled.
 */
function useReplaceOnScroll(
  isOpen: boolean,
  field: RefObject<Element | null> | undefined,
  popover: RefObject<HTMLElement | null>,
  close: () => void,
) {
  const [placement, setPlacement] = useState(0);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isOpen) return;
    let frame = 0;
    const onScroll = (event: Event) => {
      const target = event.target;
      const trigger = field?.current;
      if (!trigger || !(target instanceof Node) || !target.contains(trigger)) return;
      if (popover.current?.contains(target) || target instanceof HTMLInputElement) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (isOutOfSight(trigger, target)) closeRef.current();
        else setPlacement((count) => count + 1);
      });
    };
    // The keyboard opening or closing on a phone resizes the page: the list is placed again.
    const onResize = () => setPlacement((count) => count + 1);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, [isOpen, field, popover]);
  return placement;
}

type ListSide = 'bottom' | 'top';

/**
 * Under the field when a full list fits there or when there is at least as much room there as
 * above it; above it otherwise. The list is then as tall as its side allows.
 */
export function roomierSide(field: Pick<DOMRect, 'top' | 'bottom'>, screenHeight: number): ListSide {
  const below = screenHeight - field.bottom;
  return below >= MAX_LIST_HEIGHT + LIST_OFFSET || below >= field.top ? 'bottom' : 'top';
}

/** The height of what the user sees (above the keyboard on a phone). */
function viewportHeight() {
  return window.visualViewport?.height ?? window.innerHeight;
}

/** Whether the field is out of the visible part of the box that scrolled (or of the screen). */
function isOutOfSight(trigger: Element, scroller: Node) {
  const box = trigger.getBoundingClientRect();
  const frame =
    scroller instanceof Element && scroller !== document.documentElement
      ? scroller.getBoundingClientRect()
      : { top: 0, bottom: window.innerHeight };
  return box.bottom <= frame.top || box.top >= frame.bottom;
}

/** Whether this runs inside the dispatch of a scroll event: react-aria's close on scroll. */
function isScrollEvent() {
  return (globalThis as { event?: Event }).event?.type === 'scroll';
}
