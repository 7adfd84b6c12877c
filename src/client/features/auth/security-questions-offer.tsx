import { useEffect } from 'react';
import { useCurrentUser } from '../../api/auth';
import { useLazyModule } from '../../lib/use-lazy-module';
import { pendingSecurityPrompt } from './security-prompt-state';

// The prompt carries the whole form stack (react-hook-form, zod, Radix Select and Dialog): it loads
// only for the rare visit that needs it, never with the first page.
const loadPrompt = () => import('./security-questions-prompt');

/** Rendered by the shell: offers the security questions right after sign-up or a reset by email. */
export function SecurityQuestionsOffer() {
  const { user } = useCurrentUser();
  const isWanted = Boolean(user && !user.hasSecurityQuestions && pendingSecurityPrompt());
  const { module, load } = useLazyModule(loadPrompt);
  useEffect(() => {
    if (isWanted) load();
  }, [isWanted, load]);
  if (!isWanted || !module) return null;
  return <module.SecurityQuestionsPrompt />;
}
