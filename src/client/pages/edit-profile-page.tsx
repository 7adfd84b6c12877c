import type { CurrentUser } from '../../shared/schemas/user';
import { useCurrentUser } from '../api/auth';
import { Page } from '../components/layout/page';
import { Skeleton } from '../components/ui/skeleton';
import { PageSpinner } from '../components/ui/spinner';
import { CalendarFeedCard } from '../features/calendar/calendar-feed-card';
import { YourDataCard } from '../features/data/your-data-card';
import { EditProfileForm } from '../features/profile/edit-profile-form';
import { lazyComponent, useLazyComponent } from '../lib/lazy-component';

/**
 * `/profile/edit`: the profile form (SPEC.md section 2), your data (export, import) and the
 * calendar feed (issue 13), then the
 * Password & Security card. A page
 * of several features lives here, beside the router, not inside one feature (CONVENTIONS 8: features
 * do not import each other; pages compose them).
 */
/**
 * The Password & Security card, last on the page and far below its first screen, loads after it
 * with its forms (issue 15); a card-shaped placeholder holds its place.
 */
const passwordSecurityCard = lazyComponent(() =>
  import('../features/auth/password-security-card').then((module) => module.PasswordSecurityCard),
);

function LazyPasswordSecurityCard({ user }: { user: CurrentUser }) {
  const { Component: Card } = useLazyComponent(passwordSecurityCard);
  if (Card) return <Card user={user} />;
  return <Skeleton className="h-96 rounded-3xl" />;
}

export function Component() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <PageSpinner label="Loading Profile" />;
  return (
    <Page
      title="Edit Profile"
      subtitle="Your public profile, preferences and how you sign in"
      className="max-w-3xl"
    >
      <div className="space-y-6">
        <EditProfileForm user={user} />
        <YourDataCard />
        <CalendarFeedCard />
        <LazyPasswordSecurityCard user={user} />
      </div>
    </Page>
  );
}
