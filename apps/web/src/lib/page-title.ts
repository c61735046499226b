import { PRODUCT_NAME } from '@pelote/shared';
import { useEffect } from 'react';

/** 'Clients · Pelote': every page title carries the product name. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab's title while the calling page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
