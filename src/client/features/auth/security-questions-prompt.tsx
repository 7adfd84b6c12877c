import { useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { Dialog } from '../../components/ui/dialog';
import { clearSecurityPrompt, pendingSecurityPrompt } from './security-prompt-state';
import { SecurityQuestionsForm } from './security-questions-form';

/** Offered once right after sign-up (or a reset by email): set up recovery questions now, or skip for now. */
export function SecurityQuestionsPrompt() {
  const { user } = useCurrentUser();
  const [isDismissed, setIsDismissed] = useState(false);
  const reason = pendingSecurityPrompt();
  const open = Boolean(user && !user.hasSecurityQuestions && !isDismissed && reason);
  const finish = () => {
    clearSecurityPrompt();
    setIsDismissed(true);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : finish())}
      title="Protect your account"
      description={
        reason === 'reset'
          ? 'Your password was reset by email, which cleared your security questions. Choose three again: if you ever forget your password, answering two of them gets you back in.'
          : 'Choose three security questions. If you ever forget your password, answering two of them gets you back in.'
      }
    >
      <SecurityQuestionsForm onComplete={finish} />
    </Dialog>
  );
}
