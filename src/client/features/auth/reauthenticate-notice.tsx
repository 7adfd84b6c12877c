import { KeyRound } from 'lucide-react';
import { useLocation } from 'react-router';
import type { CurrentUser } from '../../../shared/schemas/user';
import { HttpError } from '../../api/http';
import { Button } from '../../components/ui/button';

/** True for the server's "sign in with your provider again first" answer (403 REAUTHENTICATION_REQUIRED). */
export function isReauthenticationRequired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'REAUTHENTICATION_REQUIRED';
  } catch {
    return false;
  }
}

/**
 * For an account without a password, a change to how it signs in or recovers needs a provider
 * sign-in from the last 10 minutes. This sends the browser through the provider and back here.
 */
export function ReauthenticateNotice({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const start = user.authMethod === 'google' ? '/api/auth/google' : '/api/login';
  const provider = user.authMethod === 'google' ? 'Google' : 'your sign-in provider';
  const href = `${start}?returnTo=${encodeURIComponent(location.pathname)}`;
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-ocean-100 bg-ocean-50 p-4 text-sm">
      <p className="flex items-start gap-2 text-ocean-900">
        <KeyRound className="mt-0.5 h-4 w-4 shrink-0 text-ocean-600" aria-hidden />
        <span>
          For your security, confirm it is you: sign in with {provider} again, then save within 10 minutes.
        </span>
      </p>
      <Button asChild size="sm" variant="outline">
        <a href={href}>Sign in with {provider} again</a>
      </Button>
    </div>
  );
}
