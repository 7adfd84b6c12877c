import { Check, Compass, ListChecks, type LucideIcon, Luggage, Route } from 'lucide-react';

const tools: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Smart Checklists',
    description:
      'Passports, visas, online check-in, travel insurance: tick off what matters before you sail.',
    icon: ListChecks,
  },
  {
    title: 'Packing Lists',
    description: 'Group items by category with quantities, and never forget formal night again.',
    icon: Luggage,
  },
  {
    title: 'Detailed Itineraries',
    description:
      'Paste the whole itinerary from your booking and get one tidy card per day, with arrival and departure times.',
    icon: Route,
  },
  {
    title: 'Excursion Planning',
    description:
      'Shore excursions, onboard activities and specialty dining with dates, times and booking references.',
    icon: Compass,
  },
];

const sampleChecklist = [
  { text: 'Passports valid 6+ months', done: true },
  { text: 'Online check-in complete', done: true },
  { text: 'Print luggage tags', done: true },
  { text: 'Book Santorini catamaran', done: false },
];

export function ToolsSection() {
  return (
    <section aria-labelledby="tools-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-coral-600">Powerful Tools</p>
          <h2 id="tools-title" className="mt-3 font-display text-4xl font-semibold text-ocean-950">
            Powerful tools for smooth sailing
          </h2>
          <p className="mt-4 text-lg text-ocean-900/70">
            The details that make or break a holiday, organised per cruise and ready on your phone at the
            pier.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {tools.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ocean-950 text-sand-100">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ocean-950">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ocean-900/70">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure aria-label="Example checklist" className="rounded-3xl bg-sand-100 p-6 sm:p-8">
          <div className="rounded-2xl bg-white p-6 shadow-card">
            <div className="flex items-center justify-between">
              <p className="font-display text-lg font-semibold text-ocean-950">Before we sail</p>
              <span className="rounded-full bg-seafoam-50 px-2.5 py-1 text-xs font-semibold text-seafoam-600">
                3/4 complete
              </span>
            </div>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-ocean-50">
              <div className="h-full w-3/4 rounded-full bg-seafoam-500" />
            </div>
            <ul className="mt-5 space-y-3">
              {sampleChecklist.map((item) => (
                <li key={item.text} className="flex items-center gap-3 text-sm">
                  <span
                    className={
                      item.done
                        ? 'flex h-5 w-5 items-center justify-center rounded-md bg-ocean-600 text-white'
                        : 'h-5 w-5 rounded-md border-2 border-ocean-200'
                    }
                  >
                    {item.done ? <Check className="h-3.5 w-3.5" aria-hidden strokeWidth={3} /> : null}
                  </span>
                  <span
                    className={item.done ? 'text-ocean-900/70 line-through' : 'font-medium text-ocean-950'}
                  >
                    {item.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </figure>
      </div>
    </section>
  );
}
