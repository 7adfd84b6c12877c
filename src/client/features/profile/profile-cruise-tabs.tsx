import { Compass, Ship } from 'lucide-react';
import { useState } from 'react';
import type { PublicCruise } from '../../../shared/schemas/profiles';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLazyModule } from '../../lib/use-lazy-module';
import { type LightboxImage, ProfileCruiseCard } from './profile-cruise-card';

/** SPEC.md section 9: a profile's cruise lists show 5 per page. */
export const PROFILE_PAGE_SIZE = 5;

const loadLightbox = () => import('./cover-lightbox');

interface ListProps {
  cruises: PublicCruise[];
  hrefOf: (cruise: PublicCruise) => string | null;
  onOpenImage: (image: LightboxImage) => void;
  empty: { title: string; description: string };
  label: string;
}

/** One tab's cruises, five at a time with Previous / Next ('Page x of y'; no paging for one page). */
function PagedCruises({ cruises, hrefOf, onOpenImage, empty, label }: ListProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(cruises.length / PROFILE_PAGE_SIZE));
  const current = Math.min(page, pages);
  if (cruises.length === 0) {
    return <EmptyState icon={label === 'Upcoming' ? Compass : Ship} {...empty} />;
  }
  const shown = cruises.slice((current - 1) * PROFILE_PAGE_SIZE, current * PROFILE_PAGE_SIZE);
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2">
        {shown.map((cruise) => (
          <li key={cruise.id}>
            <ProfileCruiseCard cruise={cruise} href={hrefOf(cruise)} onOpenImage={onOpenImage} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={`${label} cruises pages`} className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={current === 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <p className="text-sm font-medium text-ocean-900/75" aria-live="polite">
            Page {current} of {pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}

/**
 * Upcoming Cruises (n) and Past Cruises (n) (SPEC.md section 4, Lists); clicking a card's
 * picture opens the lightbox, whose code loads on that first click.
 */
export function ProfileCruiseTabs({
  upcoming,
  past,
  isLoading,
  hrefOf,
  isOwner,
  firstName,
}: {
  upcoming: PublicCruise[];
  past: PublicCruise[];
  isLoading: boolean;
  hrefOf: (cruise: PublicCruise) => string | null;
  isOwner: boolean;
  firstName: string;
}) {
  const lightbox = useLazyModule(loadLightbox);
  const [image, setImage] = useState<LightboxImage | null>(null);
  const openImage = (next: LightboxImage) => {
    lightbox.load();
    setImage(next);
  };
  const who = isOwner ? "You haven't" : `${firstName} hasn't`;

  return (
    <section aria-labelledby="profile-cruises-title" className="min-w-0">
      <h2 id="profile-cruises-title" className="sr-only">
        Cruises
      </h2>
      <Tabs defaultValue="upcoming">
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming Cruises ({upcoming.length})</TabsTrigger>
          <TabsTrigger value="past">Past Cruises ({past.length})</TabsTrigger>
        </TabsList>
        {isLoading ? (
          <div className="mt-6 grid gap-5 sm:grid-cols-2" aria-busy>
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        ) : (
          <>
            <TabsContent value="upcoming">
              <PagedCruises
                label="Upcoming"
                cruises={upcoming}
                hrefOf={hrefOf}
                onOpenImage={openImage}
                empty={{
                  title: 'No upcoming cruises',
                  description: `${who} planned a cruise yet. New adventures will show up here.`,
                }}
              />
            </TabsContent>
            <TabsContent value="past">
              <PagedCruises
                label="Past"
                cruises={past}
                hrefOf={hrefOf}
                onOpenImage={openImage}
                empty={{
                  title: 'No past cruises',
                  description: `${who} logged a cruise yet. Completed voyages will show up here.`,
                }}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
      {image && lightbox.module ? (
        <lightbox.module.CoverLightbox image={image} onClose={() => setImage(null)} />
      ) : null}
    </section>
  );
}
