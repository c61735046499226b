/**
 * Prints one element of the page alone: a hidden frame gets the page's style sheets and a copy of
 * the element, prints, then goes away. The dialog around it and the page behind it are not printed.
 */
export function printElement(element: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0;';
  document.body.append(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) {
    frame.remove();
    return;
  }
  doc.title = title;
  for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) {
    doc.head.append(sheet.cloneNode(true));
  }
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.cssText = 'font: 600 18px sans-serif; margin: 0 0 12px;';
  doc.body.style.cssText = 'margin: 16px;';
  doc.body.append(heading, element.cloneNode(true));
  const done = () => setTimeout(() => frame.remove(), 0);
  view.addEventListener('afterprint', done, { once: true });
  // Let the copied style sheets load before printing.
  setTimeout(() => {
    view.focus();
    view.print();
  }, 250);
}
