import { UserCircle2 } from 'lucide-react';
import type { CurrentUser } from '../../../shared/schemas/user';
import { cn } from '../../lib/cn';

export const AVATAR_BUTTON_CLASSES =
  'relative flex h-10 w-10 items-center justify-center rounded-full bg-ocean-100 text-sm font-bold text-ocean-800 ring-2 ring-white transition hover:ring-ocean-200';

export const avatarLabel = (isOnline: boolean) => `Account menu (${isOnline ? 'Online' : 'Offline'})`;

function initialsOf(user: { firstName: string | null; lastName: string | null; email: string }) {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}

/** What the account button shows: the picture, the initials or a person icon, and the live online dot. */
export function AvatarFace({ user, isOnline }: { user: CurrentUser | null; isOnline: boolean }) {
  const statusLabel = isOnline ? 'Online' : 'Offline';
  return (
    <>
      {user?.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="h-full w-full rounded-full object-cover" />
      ) : user ? (
        initialsOf(user)
      ) : (
        <UserCircle2 className="h-6 w-6" aria-hidden />
      )}
      <span
        data-testid="online-dot"
        data-online={isOnline}
        title={statusLabel}
        className={cn(
          'absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-white transition-colors',
          isOnline ? 'bg-seafoam-500' : 'bg-gray-400',
        )}
      />
    </>
  );
}
