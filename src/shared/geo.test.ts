import { describe, expect, it } from 'vitest';
import {
  arcLatitudeRange,
  crossesAntimeridian,
  crossesEquator,
  distanceKm,
  distanceNm,
  type GeoPoint,
  POLAR_CIRCLE_LATITUDE,
  reachesLatitude,
} from './geo.js';

const london = { lat: 51.5074, lon: -0.1278 };
const newYorkCity = { lat: 40.7128, lon: -74.006 };
const southampton = { lat: 50.898, lon: -1.404 };
const manhattanTerminal = { lat: 40.768, lon: -73.999 };
const singapore = { lat: 1.265, lon: 103.82 };
const benoa = { lat: -8.745, lon: 115.21 };
const honolulu = { lat: 21.307, lon: -157.866 };
const yokohama = { lat: 35.453, lon: 139.645 };
const suva = { lat: -18.13, lon: 178.425 };
const apia = { lat: -13.825, lon: -171.765 };
const auckland = { lat: -36.843, lon: 174.768 };

/** The arc's extreme latitudes by walking the slerp in 20,000 steps: the slow, obvious way. */
function sampledRange(from: GeoPoint, to: GeoPoint) {
  const v = (p: GeoPoint): [number, number, number] => {
    const phi = (p.lat * Math.PI) / 180;
    const lambda = (p.lon * Math.PI) / 180;
    return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
  };
  const a = v(from);
  const b = v(to);
  const omega = Math.acos(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]);
  let min = 90;
  let max = -90;
  for (let i = 0; i <= 20_000; i++) {
    const t = i / 20_000;
    const wa = Math.sin((1 - t) * omega) / Math.sin(omega);
    const wb = Math.sin(t * omega) / Math.sin(omega);
    const lat = (Math.asin(wa * a[2] + wb * b[2]) * 180) / Math.PI;
    min = Math.min(min, lat);
    max = Math.max(max, lat);
  }
  return { min, max };
}

describe('great-circle distance', () => {
  it('gives the published London–New York figure (5,570 km) within 0.5%', () => {
    expect(distanceKm(london, newYorkCity)).toBeGreaterThan(5570 * 0.995);
    expect(distanceKm(london, newYorkCity)).toBeLessThan(5570 * 1.005);
  });

  it('measures Southampton to the Manhattan terminal, in km and nautical miles', () => {
    expect(Math.round(distanceKm(southampton, manhattanTerminal))).toBe(5503);
    expect(Math.round(distanceNm(southampton, manhattanTerminal))).toBe(2971);
  });

  it('is symmetric, zero for one point, and half the circumference for antipodes', () => {
    expect(distanceKm(singapore, benoa)).toBeCloseTo(distanceKm(benoa, singapore), 9);
    expect(distanceKm(suva, suva)).toBe(0);
    expect(distanceKm({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(Math.PI * 6371.0088, 2);
  });

  it('goes the short way across the date line (Suva to Apia is about 1,150 km, not 35,000)', () => {
    expect(Math.round(distanceKm(suva, apia))).toBe(1152);
  });
});

describe('the arc between two ports', () => {
  it.each([
    ['Southampton–New York', southampton, manhattanTerminal],
    ['Honolulu–Yokohama', honolulu, yokohama],
    ['Singapore–Benoa', singapore, benoa],
    ['a southern bulge', { lat: -50, lon: 100 }, { lat: -45, lon: 170 }],
    ['across a pole', { lat: 80, lon: 0 }, { lat: 80, lon: 170 }],
    ['along the Equator', { lat: 0, lon: 10 }, { lat: 0, lon: 50 }],
    ['along a meridian', { lat: -30, lon: 40 }, { lat: 30, lon: 40 }],
  ])('finds the extreme latitudes of %s as sampling does', (_, from, to) => {
    const range = arcLatitudeRange(from, to);
    const sampled = sampledRange(from, to);
    expect(range.max).toBeCloseTo(sampled.max, 3);
    expect(range.min).toBeCloseTo(sampled.min, 3);
  });

  it('sees the North Atlantic route top out north of both ends', () => {
    expect(arcLatitudeRange(southampton, manhattanTerminal).max).toBeCloseTo(53.163, 3);
  });

  it('reaches the Arctic Circle from an end beyond it, or from a bulge between two ends below it', () => {
    const tromso = { lat: 69.65, lon: 18.96 };
    const honningsvag = { lat: 70.98, lon: 25.97 };
    expect(reachesLatitude(tromso, honningsvag, POLAR_CIRCLE_LATITUDE)).toBe(true);
    expect(reachesLatitude({ lat: 63.438, lon: 10.399 }, tromso, POLAR_CIRCLE_LATITUDE)).toBe(true);
    // Both at 65°N, 60° apart: the arc peaks near 69.8°N.
    expect(reachesLatitude({ lat: 65, lon: -30 }, { lat: 65, lon: 30 }, POLAR_CIRCLE_LATITUDE)).toBe(true);
    // Reykjavík to Akureyri stays south of it.
    expect(
      reachesLatitude({ lat: 64.153, lon: -21.94 }, { lat: 65.685, lon: -18.085 }, POLAR_CIRCLE_LATITUDE),
    ).toBe(false);
  });

  it('reaches the Antarctic Circle only south of it', () => {
    const ushuaia = { lat: -54.805, lon: -68.303 };
    const portLockroy = { lat: -64.825, lon: -63.494 };
    expect(reachesLatitude(ushuaia, portLockroy, -POLAR_CIRCLE_LATITUDE)).toBe(false);
    expect(reachesLatitude(portLockroy, { lat: -66.87, lon: -66.79 }, -POLAR_CIRCLE_LATITUDE)).toBe(true);
    expect(reachesLatitude({ lat: -65, lon: 100 }, { lat: -65, lon: 160 }, -POLAR_CIRCLE_LATITUDE)).toBe(
      true,
    );
  });
});

describe('lines crossed', () => {
  it('crosses the Equator between hemispheres only', () => {
    expect(crossesEquator(singapore, benoa)).toBe(true);
    expect(crossesEquator(benoa, singapore)).toBe(true);
    expect(crossesEquator(southampton, manhattanTerminal)).toBe(false);
    expect(crossesEquator({ lat: 0, lon: 10 }, benoa)).toBe(false);
  });

  it('crosses the date line going the short way round', () => {
    expect(crossesAntimeridian(suva, apia)).toBe(true);
    expect(crossesAntimeridian(honolulu, yokohama)).toBe(true);
    expect(crossesAntimeridian(yokohama, honolulu)).toBe(true);
    expect(crossesAntimeridian(auckland, suva)).toBe(false);
    expect(crossesAntimeridian(southampton, manhattanTerminal)).toBe(false);
    // Singapore to Honolulu: 261.7° apart eastward, so the short way (98.3°) runs west over ±180°.
    expect(crossesAntimeridian(singapore, honolulu)).toBe(true);
    // 10°E to 100°W goes west over Greenwich; 190° is 170°W, so 175°E is across the line from it.
    expect(crossesAntimeridian({ lat: 0, lon: 10 }, { lat: 0, lon: -100 })).toBe(false);
    expect(crossesAntimeridian({ lat: 0, lon: 190 }, { lat: 0, lon: 175 })).toBe(true);
  });
});
