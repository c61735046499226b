/**
 * What a page must hold on a phone: nothing sticks out sideways, no box but a table's scrolls
 * sideways, nothing a finger presses is cut off by a box around it, and every visible button or
 * link is at least 40 px tall (or has a 40 px hit area drawn by a ::before or ::after). Inline
 * links inside a sentence are exempt, as are pages wider than a phone.
 *
 * Installed in every page of a phone test (by addInitScript, so it uses nothing from this module):
 * checks the page once it has been quiet for a moment after it loads or changes (navigation, a
 * dialog opening, data arriving) and reports each problem, as a sentence naming the element,
 * through the binding named `report`. `window.__phoneCheckNow()` checks at once.
 */
export function installPhoneCheck(report: string) {
  const QUIET_MS = 400;
  function phoneProblems(): string[] {
    const MIN_TARGET = 40;
    const PHONE_MAX_WIDTH = 600;
    const width = window.innerWidth;
    if (width > PHONE_MAX_WIDTH) return [];
    const where = location.pathname + location.search;
    const problems: string[] = [];

    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const selector = [element.tagName.toLowerCase(), ...classes.slice(0, 4)].join('.');
      return `<${selector}>${label ? ` "${label.slice(0, 40)}"` : ''}`;
    };
    /**
     * Inside a visually hidden box (1 px, clipped: a radio's or checkbox's real input, kept for
     * keyboards and screen readers behind its drawn control), nothing is seen, so nothing is cut off.
     */
    const visuallyHidden = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const frame = node.getBoundingClientRect();
        if (frame.width <= 1 && frame.height <= 1 && getComputedStyle(node).overflow === 'hidden')
          return true;
      }
      return false;
    };
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      if (visuallyHidden(element)) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    /** A box that scrolls sideways now. */
    const scrollsSideways = (node: Element) => {
      const overflow = getComputedStyle(node).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth + 1;
    };
    /** On purpose: a table's own container (or a box marked data-side-scroll). */
    const isMeantToScroll = (node: Element) =>
      node.matches('[data-side-scroll]') || node.querySelector('table, [role="grid"]') !== null;
    /** The nearest ancestor that scrolls sideways on purpose. */
    const sideScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (scrollsSideways(node) && isMeantToScroll(node)) return node;
      }
      return null;
    };

    // 1. Nothing makes the page itself scroll sideways.
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > width) {
      const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
        if (!isShown(element) || sideScroller(element)) return false;
        if (getComputedStyle(element).position === 'fixed') return false;
        if (element.getBoundingClientRect().right <= width + 0.5) return false;
        // The innermost: none of its children sticks out too.
        return ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5);
      });
      problems.push(
        `${where}: the page scrolls sideways (scrollWidth ${page.scrollWidth} > ${width} px), because of ${
          culprits.slice(0, 3).map(name).join(', ') || 'an element not found'
        }`,
      );
    }

    // 2. No box but a table's scrolls sideways (a form or a dialog too wide for the screen).
    for (const box of document.body.querySelectorAll('*')) {
      if (!scrollsSideways(box) || isMeantToScroll(box) || !isShown(box)) continue;
      problems.push(
        `${where}: ${name(box).slice(0, 80)} scrolls sideways (${box.scrollWidth} > ${box.clientWidth} px)`,
      );
    }

    // 3. and 4. Every control whole and big enough for a finger.
    // A panel shifted by a transform (a menu sliding in) is judged once it has come to rest.
    const inMovedBox = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const transform = getComputedStyle(node).transform;
        if (transform !== 'none' && transform !== 'matrix(1, 0, 0, 1, 0, 0)') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      'a[href], button, [role="button"], [role="link"], input:not([type="hidden"]), select, textarea',
    );
    for (const control of controls) {
      if (!isShown(control)) continue;
      const box = control.getBoundingClientRect();
      if (!sideScroller(control)) {
        for (let node = control.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === 'visible') continue;
          const frame = node.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) {
            problems.push(`${where}: ${name(control)} is cut off by ${name(node).slice(0, 60)}`);
            break;
          }
        }
        if ((box.right > width + 1 || box.left < -1) && !inMovedBox(control))
          problems.push(`${where}: ${name(control)} sticks out of the screen`);
      }
      const isTarget = control.matches('a[href], button, [role="button"], [role="link"]');
      if (!isTarget || box.height >= MIN_TARGET - 0.5) continue;
      const style = getComputedStyle(control);
      const inSentence =
        style.display === 'inline' &&
        [...(control.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (inSentence) continue;
      const hitArea = ['::before', '::after'].some((pseudo) => {
        const area = getComputedStyle(control, pseudo);
        return area.position === 'absolute' && Number.parseFloat(area.height) >= MIN_TARGET - 0.5;
      });
      if (!hitArea)
        problems.push(`${where}: ${name(control)} is ${Math.round(box.height)} px tall (40 at least)`);
    }
    return problems;
  }
  const run = () => {
    const problems = phoneProblems();
    const send = (window as unknown as Record<string, (found: string[]) => Promise<void>>)[report];
    if (problems.length > 0 && send) void send(problems);
    return problems;
  };
  (window as unknown as { __phoneCheckNow: () => string[] }).__phoneCheckNow = run;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A finite animation or transition still running (a menu sliding in or out) is not a settled
  // page: wait for it to end. Endless ones (a spinner) do not hold the check back.
  const moving = () =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
  const settled = () => {
    if (moving()) later();
    else run();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, QUIET_MS);
  };
  const watch = () => {
    new MutationObserver(later).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    later();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
  else watch();
}
