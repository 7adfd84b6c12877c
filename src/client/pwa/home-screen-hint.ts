/** What the hint needs to know about the browser (a parameter, so the rule is testable anywhere). */
export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Already opened from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  isStandalone: boolean;
}

/**
 * Whether to show "Add to Home Screen": iPhone and iPad browsers install web apps only through
 * the Share menu and never offer it themselves. iPadOS says it is a Mac; its touch screen tells.
 */
export function needsHomeScreenHint({ userAgent, maxTouchPoints, isStandalone }: BrowserTraits): boolean {
  if (isStandalone) return false;
  const isIPhoneOrIPad = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  const isIPadAsMac = /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
  return isIPhoneOrIPad || isIPadAsMac;
}

/** This browser's traits. */
export function currentBrowserTraits(): BrowserTraits {
  // Rendered on the server (server/http/first-screen.ts): no browser to ask, no hint.
  if (typeof window === 'undefined') return { userAgent: '', maxTouchPoints: 0, isStandalone: false };
  const isStandalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, isStandalone };
}
