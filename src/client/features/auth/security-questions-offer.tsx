import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../api/auth';
import { pendingSecurityPrompt } from './security-prompt-state';

// The prompt carries the whole form stack (react-hook-form, zod, Radix Select and Dialog): it loads
// only for the rare visit that needs it, never with the first page.
const SecurityQuestionsPrompt = lazy(() =>
  import('./security-questions-prompt').then((module) => ({ default: module.SecurityQuestionsPrompt })),
);

/** Rendered by the shell: offers the security questions right after sign-up or a reset by email. */
export function SecurityQuestionsOffer() {
  const { user } = useCurrentUser();
  if (!user || user.hasSecurityQuestions || !pendingSecurityPrompt()) return null;
  return (
    <Suspense fallback={null}>
      <SecurityQuestionsPrompt />
    </Suspense>
  );
}
