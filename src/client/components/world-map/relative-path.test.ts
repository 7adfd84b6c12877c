import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };
import { toRelativePath } from './relative-path';

/** The absolute points of a path of `M`, `m`, `L`, `l`, `Z` and `z` commands, one list per ring. */
function rings(d: string): [number, number][][] {
  const out: [number, number][][] = [];
  let x = 0;
  let y = 0;
  let start: [number, number] = [0, 0];
  for (const [, command, args = ''] of d.matchAll(/([MmLlZz])([^MmLlZz]*)/g)) {
    if (command === 'Z' || command === 'z') {
      [x, y] = start;
      continue;
    }
    const [a = 0, b = 0] = (args.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const relative = command === 'm' || command === 'l';
    x = relative ? x + a : a;
    y = relative ? y + b : b;
    if (command === 'M' || command === 'm') {
      start = [x, y];
      out.push([]);
    }
    out.at(-1)?.push([x, y]);
  }
  return out;
}

describe('toRelativePath', () => {
  it('writes short relative steps of a tenth', () => {
    expect(toRelativePath('M10,20L10.54,19.96L9.5,25Z')).toBe('M10,20l.5,0l-1,5z');
  });

  it('keeps every point of every country within 0.05 of d3-geo’s, with no drift along a coastline', () => {
    const path = geoPath(geoNaturalEarth1().fitSize([960, 500], { type: 'Sphere' }));
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
    let points = 0;
    for (const country of feature(topology, topology.objects.countries).features) {
      const d = path(country) ?? '';
      const exact = rings(d);
      const relative = rings(toRelativePath(d));
      expect(relative.map((ring) => ring.length)).toEqual(exact.map((ring) => ring.length));
      exact.forEach((ring, r) => {
        ring.forEach(([x, y], i) => {
          const [rx, ry] = relative[r]?.[i] ?? [Number.NaN, Number.NaN];
          expect(Math.abs(rx - x)).toBeLessThanOrEqual(0.0501);
          expect(Math.abs(ry - y)).toBeLessThanOrEqual(0.0501);
          points += 1;
        });
      });
    }
    expect(points).toBeGreaterThan(5000);
  });
});
