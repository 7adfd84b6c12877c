import { useCurrentUser } from '../api/auth';
import { Page } from '../components/layout/page';
import { PageSpinner } from '../components/ui/spinner';
import { PasswordSecurityCard } from '../features/auth/password-security-card';
import { CalendarFeedCard } from '../features/calendar/calendar-feed-card';
import { YourDataCard } from '../features/data/your-data-card';
import { EditProfileForm } from '../features/profile/edit-profile-form';

/**
 * `/profile/edit`: the profile form (SPEC.md section 2), your data (export, import) and the
 * calendar feed (issue 13), then the
 * Password & Security card. A page
 * of several features lives here, beside the router, not inside one feature (CONVENTIONS 8: features
 * do not import each other; pages compose them).
 */
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
        <PasswordSecurityCard user={user} />
      </div>
    </Page>
  );
}
