import { useEffect } from 'react';

const PRODUCT = 'Cruise Companion';

/** "{title} · Cruise Companion", or the product name and its line without a title. */
export const documentTitle = (title: string | undefined) =>
  title ? `${title} · ${PRODUCT}` : `${PRODUCT} · Plan it. Sail it. Relive it.`;

/** Sets the tab title to the page's `documentTitle`. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    // The page the server rendered has its title already: setting it again costs the browser work.
    const next = documentTitle(title);
    if (document.title !== next) document.title = next;
  }, [title]);
}
