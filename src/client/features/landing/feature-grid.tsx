import { BarChart3, BookOpen, CalendarRange, Camera, type LucideIcon, MapPin, Ship } from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  tint: string;
}

const features: Feature[] = [
  {
    title: 'Trip Planning',
    description:
      'Keep every booking detail in one place: ship, cabin, reservation number, guests and a live countdown to sail day.',
    icon: CalendarRange,
    tint: 'bg-ocean-50 text-ocean-600',
  },
  {
    title: 'Cruise Logbook',
    description:
      'Every completed voyage becomes a page of your logbook, with ratings for the ship, cabin, dining and more.',
    icon: BookOpen,
    tint: 'bg-coral-50 text-coral-600',
  },
  {
    title: 'Port Tracking',
    description:
      'Build your itinerary day by day and watch your list of ports and countries grow with every sailing.',
    icon: MapPin,
    tint: 'bg-seafoam-50 text-seafoam-600',
  },
  {
    title: 'Photo Memories',
    description:
      'An album for each cruise, with captions, ports and days, so the sunset in Santorini stays with its story.',
    icon: Camera,
    tint: 'bg-sand-100 text-ocean-800',
  },
  {
    title: 'Statistics & Insights',
    description:
      'Nights at sea, ports visited, countries, favourite cruise lines and top destinations, counted for you.',
    icon: BarChart3,
    tint: 'bg-ocean-50 text-ocean-600',
  },
  {
    title: 'Ship Database',
    description:
      'Browse real cruise ships by line, with size, capacity, build details and sister ships at a glance.',
    icon: Ship,
    tint: 'bg-coral-50 text-coral-600',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-coral-600">Everything on board</p>
        <h2 id="features-title" className="mt-3 font-display text-4xl font-semibold text-ocean-950">
          One companion for every voyage
        </h2>
        <p className="mt-4 text-lg text-ocean-900/70">
          From the day you book to long after you disembark, Cruise Companion keeps your cruising life
          shipshape.
        </p>
      </div>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title, description, icon: Icon, tint }) => (
          <li
            key={title}
            className="group rounded-[var(--radius-card)] border border-ocean-100/80 bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
          >
            <span className={`flex h-12 w-12 items-center justify-center rounded-2xl ${tint}`}>
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h3 className="mt-5 font-display text-xl font-semibold text-ocean-950">{title}</h3>
            <p className="mt-2 leading-relaxed text-ocean-900/70">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
