/**
 * The world map of where a traveller sailed (issue 13): Natural Earth country shapes from
 * `world-atlas`, drawn into SVG paths at build time and bundled into this lazy chunk (so it works
 * offline and with no map server, and a phone does not project them itself), visited
 * countries shaded, ports sized by their calls, each cruise's route as great-circle arcs; tap a port
 * for its calls; zoom and pan with the wheel, a drag, a pinch or the buttons.
 */

import { countries, GRATICULE, SPHERE } from 'virtual:world-countries';
import { geoPath } from 'd3-geo';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { parseLocalDate } from '../../../shared/cruise-timing';
import type { LoggedCruise } from '../../../shared/travel-log';
import { cn } from '../../lib/cn';
import { US_ENGLISH } from '../../lib/cruise-format';
import { type MapPort, mapDataOf } from './map-data';
import { MAP_HEIGHT as HEIGHT, mapProjection, MAP_WIDTH as WIDTH } from './projection';
import { usePanZoom } from './use-pan-zoom';

// The countries, the sea and the graticule were drawn at build time with the same projection.
const projection = mapProjection();
const path = geoPath(projection);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The 177 countries as SVG markup, the visited ones shaded, each named by its `<title>`. Written as
 * one string the browser parses natively, instead of 177 elements the UI library creates and
 * compares on every render (a pan or a zoom re-renders the map): on a phone this was the largest
 * single task of the pages that show the map. Made again only when the visited countries change.
 */
function countriesMarkup(visited: ReadonlySet<string>): string {
  return countries
    .map((country) => {
      const isVisited = visited.has(country.id);
      return `<path d="${country.d}" data-country="${escapeXml(country.id)}" data-visited="${isVisited}" class="stroke-white ${isVisited ? 'fill-seafoam-500' : 'fill-sand-200'}" stroke-width="0.5" vector-effect="non-scaling-stroke"><title>${escapeXml(country.name)}</title></path>`;
    })
    .join('');
}

export default function WorldMap({
  cruises,
  now,
  includePlanned = false,
  label = 'Map of where you sailed',
}: {
  cruises: readonly LoggedCruise[];
  now: Date;
  /** Draw cruises still to come too (a single cruise's map). */
  includePlanned?: boolean;
  label?: string;
}) {
  const data = useMemo(() => mapDataOf(cruises, now, { includePlanned }), [cruises, now, includePlanned]);
  const countriesSvg = useMemo(() => ({ __html: countriesMarkup(data.visitedCountries) }), [data]);
  const { view, zoomBy, reset, handlers } = usePanZoom(WIDTH, HEIGHT);
  const [selected, setSelected] = useState<MapPort | null>(null);
  const routes = useMemo(
    () =>
      data.routes.map((route) => ({
        ...route,
        d: path({ type: 'LineString', coordinates: route.coordinates }) ?? '',
      })),
    [data],
  );

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-ocean-50">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`${label}: ${data.visitedCountries.size} countries, ${data.ports.length} ports`}
          className="block h-auto w-full touch-none select-none"
          {...handlers}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            <path d={SPHERE} className="fill-ocean-100" />
            <path
              d={GRATICULE}
              className="fill-none stroke-white/60"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own country shapes and names (escaped), never a user's text. */}
            <g dangerouslySetInnerHTML={countriesSvg} />
            {routes.map((route) => (
              <path
                key={route.cruiseId}
                d={route.d}
                className="fill-none stroke-coral-600"
                strokeWidth={1.5}
                strokeDasharray="4 3"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {data.ports.map((port) => {
              const [x, y] = projection([port.lon, port.lat]) ?? [0, 0];
              const radius = (3 + 1.5 * Math.sqrt(port.calls.length)) / view.k;
              const isSelected = selected?.key === port.key;
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG circle cannot be a <button>; it has the role, focus and keys of one.
                <circle
                  key={port.key}
                  cx={x}
                  cy={y}
                  r={radius}
                  role="button"
                  tabIndex={0}
                  aria-label={`${port.name}: ${port.calls.length === 1 ? '1 call' : `${port.calls.length} calls`}`}
                  aria-pressed={isSelected}
                  data-port={port.name}
                  className={cn(
                    'cursor-pointer stroke-white',
                    isSelected ? 'fill-coral-600' : 'fill-ocean-800',
                  )}
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => setSelected(isSelected ? null : port)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      setSelected(isSelected ? null : port);
                    }
                  }}
                />
              );
            })}
          </g>
        </svg>
        <div className="absolute right-2 bottom-2 flex flex-col gap-1">
          <MapButton label="Zoom in" onClick={() => zoomBy(1.6)}>
            <Plus className="h-4 w-4" aria-hidden />
          </MapButton>
          <MapButton label="Zoom out" onClick={() => zoomBy(1 / 1.6)}>
            <Minus className="h-4 w-4" aria-hidden />
          </MapButton>
          <MapButton label="Show the whole world" onClick={reset}>
            <RotateCcw className="h-4 w-4" aria-hidden />
          </MapButton>
        </div>
      </div>
      <div aria-live="polite">
        {selected ? (
          <section aria-label={`Calls at ${selected.name}`} className="rounded-2xl bg-sand-50 p-4 text-sm">
            <h4 className="font-semibold text-ocean-950">{selected.name}</h4>
            <ul className="mt-1 space-y-0.5 text-ocean-900/80">
              {selected.calls.map((call) => (
                <li key={`${call.cruiseId}-${call.date}`}>
                  {call.title} · {US_ENGLISH.date.format(parseLocalDate(call.date))}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="text-sm text-ocean-900/70">
            {data.ports.length > 0
              ? 'Tap a port to see when you called there. Drag to move, pinch or scroll to zoom.'
              : 'Ports from your itineraries appear here once a cruise comes home.'}
          </p>
        )}
      </div>
    </div>
  );
}

function MapButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex h-8 w-8 items-center justify-center rounded-lg bg-white/90 text-ocean-800 shadow-card hover:bg-white"
    >
      {children}
    </button>
  );
}
