import { ArrowLeft, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { isWaitingForConnection, NotSavedOffline } from '../../components/ui/not-saved-offline';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { isUserNotFound, useProfile } from './api';
import { displayName } from './names';
import { ProfileView } from './profile-view';

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}

/**
 * `/user/:id` (anyone's public profile) and `/profile` (your own, behind RequireAuth): one page,
 * the owner's controls and second-person wording when the viewer is the profile's member.
 */
export function Component() {
  const params = useParams();
  const { user } = useCurrentUser();
  const userId = params.id ?? user?.id ?? '';
  const isOwner = Boolean(user && user.id === userId);
  const profile = useProfile(userId);
  const name = profile.data ? displayName(profile.data) : undefined;
  useDocumentTitle(params.id ? (name ?? 'Profile') : 'My Profile');

  if (isWaitingForConnection(profile)) {
    return (
      <Frame>
        <NotSavedOffline what="This profile" />
      </Frame>
    );
  }
  if (profile.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-ocean-700">
        <Spinner size="lg" label="" />
        <p role="status" className="text-sm text-ocean-900/80">
          Loading Profile...
        </p>
      </div>
    );
  }
  if (profile.isError) {
    const isMissing = isUserNotFound(profile.error);
    return (
      <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
        <div className="mb-5 flex h-16 w-16 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-600">
          <UserX className="h-8 w-8" aria-hidden />
        </div>
        <h1 className="font-display text-3xl font-semibold text-ocean-950">
          {isMissing ? 'User not found.' : 'This profile did not load'}
        </h1>
        <p className="mt-3 text-ocean-900/70">
          {isMissing
            ? 'No traveller shares a profile at this address. It may be private, or the link may be mistyped.'
            : 'Check your connection and try again.'}
        </p>
        <div className="mt-7">
          {isMissing ? (
            <Button asChild>
              <Link to={user ? '/dashboard' : '/'}>
                <ArrowLeft className="h-4 w-4" aria-hidden /> {user ? 'Back to Dashboard' : 'Back to home'}
              </Link>
            </Button>
          ) : (
            <Button onClick={() => profile.refetch()}>Try again</Button>
          )}
        </div>
      </div>
    );
  }
  return <ProfileView profile={profile.data} isOwner={isOwner} />;
}
