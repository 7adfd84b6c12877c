import { useEffect } from 'react';

const PRODUCT = 'Cruise Companion';

/** "{title} · Cruise Companion", or the product name and its line without a title. */
export const documentTitle = (title: string | undefined) =>
  title ? `${title} · ${PRODUCT}` : `${PRODUCT} · Plan it. Sail it. Relive it.`;

/** Sets the tab title to the page's `documentTitle`. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
