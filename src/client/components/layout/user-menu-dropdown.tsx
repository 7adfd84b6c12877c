import { useQueryClient } from '@tanstack/react-query';
import { Download, LayoutDashboard, LogIn, LogOut, UserCircle2, UserPlus } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { noteSignOutPending, useCurrentUser } from '../../api/auth';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { forgetOnThisDevice } from '../../offline/forget-device';
import { getSync } from '../../offline/runtime';
import { promptInstall, useCanInstall } from '../../pwa/install-offer';
import { AVATAR_BUTTON_CLASSES, AvatarFace, avatarLabel } from './avatar-face';

/**
 * Ends the session, then goes to /login even when the call fails (SPEC.md section 7). What this
 * device kept for offline use goes with it: the cached answers, the member's pictures and the
 * user's queued changes (after a warning when some have not reached the server yet).
 */
async function logout(clear: () => void, userId: string | undefined) {
  const sync = getSync();
  const unsynced = sync?.outbox.snapshot().entries.filter((entry) => entry.state !== 'refused').length ?? 0;
  if (
    unsynced > 0 &&
    !window.confirm(
      `${unsynced === 1 ? '1 change has' : `${unsynced} changes have`} not been synced yet. Signing out deletes ${unsynced === 1 ? 'it' : 'them'} from this device. Sign out anyway?`,
    )
  ) {
    return;
  }
  try {
    await fetch('/api/logout', { credentials: 'include' });
  } catch {
    // Offline or server gone: the browser still leaves the signed-in pages, and the sign-out is
    // sent as soon as the app has a connection again.
    noteSignOutPending();
  } finally {
    await forgetOnThisDevice(clear, userId);
    window.location.assign('/login');
  }
}

function MenuItem({
  to,
  icon,
  children,
  onSelect,
}: {
  to?: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect?: () => void;
}) {
  const className =
    'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-ocean-900 outline-none data-[highlighted]:bg-ocean-50';
  if (to) {
    return (
      <M.Item asChild className={className}>
        <Link to={to}>
          {icon}
          {children}
        </Link>
      </M.Item>
    );
  }
  return (
    <M.Item className={className} onSelect={onSelect}>
      {icon}
      {children}
    </M.Item>
  );
}

/**
 * The Radix menu behind the avatar button (its own chunk: Radix's menu, popper and focus code
 * are not needed for the first screen; `user-menu.tsx` loads it).
 */
export default function UserMenuDropdown({
  defaultOpen = false,
  autoFocus = false,
}: {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}) {
  const { user } = useCurrentUser();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the button.
  useEffect(() => {
    if (autoFocus && !defaultOpen) triggerRef.current?.focus();
  }, []);
  const isOnline = useOnlineStatus();
  const queryClient = useQueryClient();
  const canInstall = useCanInstall();

  return (
    <M.Root modal={false} defaultOpen={defaultOpen}>
      <M.Trigger ref={triggerRef} className={AVATAR_BUTTON_CLASSES} aria-label={avatarLabel(isOnline)}>
        <AvatarFace user={user} isOnline={isOnline} />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-2xl border border-ocean-100 bg-white p-1.5 shadow-lift animate-fade-in"
        >
          <M.Label className="truncate px-3 pt-2 pb-2.5 text-sm text-ocean-900/70">
            Welcome
            {user ? (
              <span className="font-semibold text-ocean-950">, {user.firstName || user.email}</span>
            ) : null}
          </M.Label>
          <M.Separator className="mx-1 mb-1 h-px bg-ocean-100" />
          {user ? (
            <>
              <MenuItem to="/dashboard" icon={<LayoutDashboard className="h-4 w-4" aria-hidden />}>
                My Dashboard
              </MenuItem>
              <MenuItem to={`/user/${user.id}`} icon={<UserCircle2 className="h-4 w-4" aria-hidden />}>
                Manage Profile
              </MenuItem>
              <MenuItem
                icon={<LogOut className="h-4 w-4" aria-hidden />}
                onSelect={() => void logout(() => queryClient.clear(), user?.id)}
              >
                Logout
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem to="/login" icon={<LogIn className="h-4 w-4" aria-hidden />}>
                Sign In
              </MenuItem>
              <MenuItem to="/login?tab=signup" icon={<UserPlus className="h-4 w-4" aria-hidden />}>
                Create an Account
              </MenuItem>
            </>
          )}
          {canInstall ? (
            <>
              <M.Separator className="mx-1 my-1 h-px bg-ocean-100" />
              <MenuItem
                icon={<Download className="h-4 w-4" aria-hidden />}
                onSelect={() => void promptInstall()}
              >
                Install app
              </MenuItem>
            </>
          ) : null}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
