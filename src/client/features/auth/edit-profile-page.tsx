import { useCurrentUser } from '../../api/auth';
import { Page } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { PasswordSecurityCard } from './password-security-card';

/**
 * `/profile/edit`. The personal, preferences and social sections arrive with the profile work;
 * the Password & Security card is complete.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <PageSpinner label="Loading Profile" />;
  return (
    <Page
      title="Edit Profile"
      subtitle="Manage how you sign in and keep your account safe."
      className="max-w-3xl"
    >
      <PasswordSecurityCard user={user} />
    </Page>
  );
}
