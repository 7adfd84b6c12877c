import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, LogIn, LogOut, UserCircle2, UserPlus } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { cn } from '../../lib/cn';

function initialsOf(user: { firstName: string | null; lastName: string | null; email: string }) {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}

/** Ends the session, then goes to /login even when the call fails (SPEC.md section 7). */
async function logout(clear: () => void) {
  try {
    await fetch('/api/logout', { credentials: 'include' });
  } catch {
    // Offline or server gone: the browser still leaves the signed-in pages.
  } finally {
    clear();
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

/** Avatar button with the live online dot, opening the signed-in or signed-out menu. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const isOnline = useOnlineStatus();
  const queryClient = useQueryClient();
  const statusLabel = isOnline ? 'Online' : 'Offline';

  return (
    <M.Root modal={false}>
      <M.Trigger
        className="relative flex h-10 w-10 items-center justify-center rounded-full bg-ocean-100 text-sm font-bold text-ocean-800 ring-2 ring-white transition hover:ring-ocean-200"
        aria-label={`Account menu (${statusLabel})`}
      >
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
                onSelect={() => void logout(() => queryClient.clear())}
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
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
