import { ArrowRight, CalendarClock, MapPin, Ship, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Waves } from './waves';

function CountdownPreview() {
  const units = [
    { value: '42', label: 'days' },
    { value: '06', label: 'hours' },
    { value: '15', label: 'min' },
  ];
  return (
    <figure aria-label="Preview of the cruise countdown" className="relative mx-auto w-full max-w-sm lg:mx-0">
      <div className="absolute -inset-6 rounded-[2rem] bg-ocean-400/20 blur-2xl" aria-hidden />
      <div className="relative rounded-3xl bg-white/95 p-6 text-ocean-950 shadow-lift ring-1 ring-white/60">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-coral-50 px-3 py-1 text-xs font-semibold text-coral-700">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden /> Next cruise
          </span>
          <span className="text-xs font-medium text-ocean-900/70">7 nights</span>
        </div>
        <p className="mt-4 font-display text-2xl font-semibold">Greek Isles</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ocean-900/70">
          <Ship className="h-4 w-4" aria-hidden /> Celebrity Cruises - Celebrity Beyond
        </p>
        <div className="mt-5 grid grid-cols-3 gap-2">
          {units.map((unit) => (
            <div key={unit.label} className="rounded-2xl bg-ocean-950 py-3 text-center text-white">
              <p className="font-display text-3xl font-semibold tabular-nums">{unit.value}</p>
              <p className="text-[0.7rem] uppercase tracking-widest text-white/60">{unit.label}</p>
            </div>
          ))}
        </div>
        <ol className="mt-5 space-y-2.5 text-sm">
          {['Athens (Piraeus)', 'Mykonos', 'Santorini'].map((port, index) => (
            <li key={port} className="flex items-center gap-3">
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-ocean-50 text-xs font-bold text-ocean-700">
                {index + 1}
              </span>
              <span className="flex-1 font-medium">{port}</span>
              <MapPin className="h-4 w-4 text-ocean-400" aria-hidden />
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-ocean-950 via-ocean-900 to-ocean-700 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(67_159_198/0.35),transparent_45%),radial-gradient(circle_at_85%_10%,rgb(240_104_75/0.18),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-28 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-36">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-ocean-100 ring-1 ring-white/20">
            <Sparkles className="h-4 w-4 text-coral-400" aria-hidden />
            Your cruise companion, from booking to bon voyage
          </p>
          <h1 className="mt-6 font-display text-5xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
            Plan it. <span className="text-ocean-200">Sail it.</span>{' '}
            <span className="text-coral-400">Relive it.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ocean-100/85 lg:mx-0">
            Itineraries, checklists and packing lists before you sail, a countdown to embarkation day, and a
            logbook of every voyage with photos, ratings and the ports you've called at.
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
              <Link to="/login?tab=signup">
                Get Started Free <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              variant="light"
              size="lg"
              className="w-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 sm:w-auto"
            >
              <Link to="/login">Sign In</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-ocean-100/70">
            Free forever · Join thousands of cruisers logging their voyages
          </p>
        </div>
        <CountdownPreview />
      </div>
      <Waves className="absolute inset-x-0 bottom-0 text-sand-50" />
    </section>
  );
}
