import { NavLink } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Brand } from './brand';
import { UserMenu } from './user-menu';

const memberLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/planner', label: 'Planner' },
  { to: '/logbook', label: 'Logbook' },
  { to: '/stats', label: 'Stats' },
  { to: '/ships', label: 'Ships' },
];

export function Header() {
  const { user, isLoading } = useCurrentUser();
  const links = user ? memberLinks : [{ to: '/ships', label: 'Ship Directory' }];
  return (
    <header className="sticky top-0 z-30 border-b border-ocean-100/70 bg-white/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3.5 py-2 text-sm font-semibold transition-colors',
                  isActive ? 'bg-ocean-50 text-ocean-800' : 'text-ocean-900/70 hover:text-ocean-900',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {!user && !isLoading ? (
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
              <NavLink to="/login">Sign In</NavLink>
            </Button>
          ) : null}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
