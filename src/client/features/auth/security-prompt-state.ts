const KEY = 'cruise-companion:offer-security-questions';

/** After sign-up, the shell offers to set up the security questions once. */
export function markSecurityPromptPending() {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage can be unavailable (private mode); the offer is a nicety.
  }
}

export function isSecurityPromptPending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSecurityPrompt() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See above.
  }
}
