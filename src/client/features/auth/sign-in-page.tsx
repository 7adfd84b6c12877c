import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { LazyRecoveryDialog } from './lazy-recovery-dialog';
import { SignInForm } from './sign-in-form';

/** `/sign-in`: where a failed automatic sign-in after a reset lands: sign in by hand. */
export function Component() {
  const navigate = useNavigate();
  const [isRecoveryOpen, setIsRecoveryOpen] = useState(false);
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card className="p-6 sm:p-8">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-600">
          <LogIn className="h-6 w-6" aria-hidden />
        </div>
        <h1 className="font-display text-2xl font-semibold text-ocean-950">Sign in</h1>
        <p className="mt-1.5 mb-6 text-ocean-900/70">
          Your password was changed. Sign in with your new password.
        </p>
        <SignInForm
          onSignedIn={() => navigate('/dashboard', { replace: true })}
          onForgotPassword={() => setIsRecoveryOpen(true)}
        />
      </Card>
      <LazyRecoveryDialog open={isRecoveryOpen} onOpenChange={setIsRecoveryOpen} />
    </div>
  );
}
