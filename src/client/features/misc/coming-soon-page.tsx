import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** Body for a screen whose capability has not landed yet, inside the real shell. */
export function ComingSoonPage({
  title,
  icon,
  description,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
}) {
  return (
    <Page title={title}>
      <EmptyState
        icon={icon}
        title="Coming soon"
        description={description}
        action={
          <Button asChild variant="outline">
            <Link to="/ships">Browse the ship directory</Link>
          </Button>
        }
      />
    </Page>
  );
}
