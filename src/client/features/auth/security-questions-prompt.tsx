import { useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { Dialog } from '../../components/ui/dialog';
import { clearSecurityPrompt, isSecurityPromptPending } from './security-prompt-state';
import { SecurityQuestionsForm } from './security-questions-form';

/** Offered once right after sign-up: set up recovery questions now, or skip for now. */
export function SecurityQuestionsPrompt() {
  const { user } = useCurrentUser();
  const [isDismissed, setIsDismissed] = useState(false);
  const open = Boolean(user && !user.hasSecurityQuestions && !isDismissed && isSecurityPromptPending());
  const finish = () => {
    clearSecurityPrompt();
    setIsDismissed(true);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : finish())}
      title="Protect your account"
      description="Choose three security questions. If you ever forget your password, answering two of them gets you back in."
    >
      <SecurityQuestionsForm onComplete={finish} />
    </Dialog>
  );
}
