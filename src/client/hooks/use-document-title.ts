import { useEffect } from 'react';

const PRODUCT = 'Cruise Companion';

/** Sets the tab title to "{title} · Cruise Companion" (the product name alone without a title). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : `${PRODUCT} · Plan it. Sail it. Relive it.`;
  }, [title]);
}
