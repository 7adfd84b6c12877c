import { BarChart3, BookOpen, CalendarRange, House } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

// Home is `/`, which sends members on to their dashboard: the tab stays lit there too.
const tabs = [
  { to: '/', label: 'Home', icon: House, end: true, alsoActiveOn: '/dashboard' },
  { to: '/planner', label: 'Planner', icon: CalendarRange, end: false, alsoActiveOn: undefined },
  { to: '/logbook', label: 'Logbook', icon: BookOpen, end: false, alsoActiveOn: undefined },
  { to: '/stats', label: 'Stats', icon: BarChart3, end: false, alsoActiveOn: undefined },
];

/** The phone's primary navigation: four tabs fixed to the bottom, above the home indicator. */
export function BottomTabBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ocean-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid h-[var(--tab-bar-height)] max-w-md grid-cols-4">
        {tabs.map(({ to, label, icon: Icon, end, alsoActiveOn }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-[0.7rem] font-semibold transition-colors',
                  isActive || pathname === alsoActiveOn
                    ? 'text-ocean-600'
                    : 'text-ocean-900/70 hover:text-ocean-800',
                )
              }
            >
              {({ isActive: isExactlyActive }) => {
                const isActive = isExactlyActive || pathname === alsoActiveOn;
                return (
                  <>
                    <span
                      className={cn(
                        'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                        isActive && 'bg-ocean-50',
                      )}
                    >
                      <Icon className="h-5 w-5" aria-hidden strokeWidth={isActive ? 2.4 : 2} />
                    </span>
                    {label}
                  </>
                );
              }}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
