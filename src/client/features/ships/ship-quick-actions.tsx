import { CalendarPlus, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Ship } from '../../../shared/schemas/ships';
import { useCurrentUser } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

/** The Add Cruise form reads these to start on this ship (cruiseLine, then shipName). */
export function addCruisePath(ship: Pick<Ship, 'operator' | 'ship_name'>): string {
  return `/add-cruise?${new URLSearchParams({ cruiseLine: ship.operator, shipName: ship.ship_name })}`;
}

/** Members plan a cruise on this ship; visitors are invited to sign up first. */
export function ShipQuickActions({ ship }: { ship: Ship }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="h-11 w-56 rounded-full" />;
  return isAuthenticated ? (
    <Button asChild variant="accent">
      <Link to={addCruisePath(ship)}>
        <CalendarPlus className="h-4.5 w-4.5" aria-hidden /> Add Cruise on This Ship
      </Link>
    </Button>
  ) : (
    <Button asChild variant="accent">
      <Link to="/?tab=signup">
        <UserPlus className="h-4.5 w-4.5" aria-hidden /> Sign Up to Plan Cruises
      </Link>
    </Button>
  );
}
