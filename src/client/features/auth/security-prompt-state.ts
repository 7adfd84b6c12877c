const KEY = 'cruise-companion:offer-security-questions';

/** Why the shell offers the security questions: a new account, or a reset by email that cleared them. */
export type SecurityPromptReason = 'sign-up' | 'reset';

/** After sign-up (or a reset by emailed link), the shell offers to set up the security questions once. */
export function markSecurityPromptPending(reason: SecurityPromptReason = 'sign-up') {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage can be unavailable (private mode); the offer is a nicety.
  }
}

/** The pending offer's reason, or null when there is none. */
export function pendingSecurityPrompt(): SecurityPromptReason | null {
  try {
    const value = sessionStorage.getItem(KEY);
    if (value === 'reset') return 'reset';
    return value ? 'sign-up' : null;
  } catch {
    return null;
  }
}

export function clearSecurityPrompt() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See above.
  }
}
