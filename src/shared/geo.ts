/**
 * Great-circle geometry on a spherical Earth, for distances sailed and the lines a voyage
 * crosses. A ship does not sail the great circle exactly, but between two ports it is the
 * shortest sea route's best cheap estimate; the sphere is within 0.5% of the ellipsoid.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The IUGG mean Earth radius, the usual choice for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_NAUTICAL_MILE = 1.852;
/** The Arctic and Antarctic Circles' latitude (2024; it drifts a few metres a year). */
export const POLAR_CIRCLE_LATITUDE = 66.5634;

type Vector = [number, number, number];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

function toVector({ lat, lon }: GeoPoint): Vector {
  const phi = toRadians(lat);
  const lambda = toRadians(lon);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Haversine distance in kilometres; well-conditioned for short legs, unlike the cosine rule. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dPhi = toRadians(to.lat - from.lat);
  const dLambda = toRadians(to.lon - from.lon);
  const h =
    Math.sin(dPhi / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const distanceNm = (from: GeoPoint, to: GeoPoint) => distanceKm(from, to) / KM_PER_NAUTICAL_MILE;

/**
 * The highest and lowest latitude on the shorter great-circle arc. Between its ends an arc can
 * bulge poleward of both (a North Atlantic route tops out well north of either port), so the
 * great circle's vertex counts when it lies on the arc: the northern vertex is the unit vector
 * nearest the pole in the arc's plane, and it is on the arc when it sits between the two ends.
 */
export function arcLatitudeRange(from: GeoPoint, to: GeoPoint): { min: number; max: number } {
  let max = Math.max(from.lat, to.lat);
  let min = Math.min(from.lat, to.lat);
  const a = toVector(from);
  const b = toVector(to);
  const normal = cross(a, b);
  const length = Math.hypot(...normal);
  // Same or antipodal points: no single arc to follow, so the ends are all we know.
  if (length < 1e-12) return { min, max };
  const n: Vector = [normal[0] / length, normal[1] / length, normal[2] / length];
  // Pole minus its component along the normal: the plane's point nearest the North Pole.
  const north: Vector = [-n[2] * n[0], -n[2] * n[1], 1 - n[2] * n[2]];
  const vertexLatitude = toDegrees(Math.asin(Math.min(1, Math.sqrt(1 - n[2] * n[2]))));
  const isBetween = (v: Vector) => dot(cross(a, v), n) > 0 && dot(cross(v, b), n) > 0;
  if (isBetween(north)) max = Math.max(max, vertexLatitude);
  if (isBetween([-north[0], -north[1], -north[2]])) min = Math.min(min, -vertexLatitude);
  return { min, max };
}

/**
 * Whether the arc reaches a latitude circle (north of 0 from below, south of 0 from above),
 * counting an end already beyond it: a voyage to Tromsø has crossed the Arctic Circle.
 */
export function reachesLatitude(from: GeoPoint, to: GeoPoint, latitude: number): boolean {
  const { min, max } = arcLatitudeRange(from, to);
  return latitude >= 0 ? max >= latitude : min <= latitude;
}

/**
 * Whether the arc crosses the Equator: its ends lie in different hemispheres. A shorter arc
 * meets the Equator at most once (a great circle meets it at two antipodal points), so the ends
 * tell. A port exactly on the Equator is a touch, not a crossing.
 */
export function crossesEquator(from: GeoPoint, to: GeoPoint): boolean {
  return from.lat * to.lat < 0;
}

/**
 * Whether the shorter arc crosses the antimeridian (the date line, taken as ±180°). Longitude
 * moves monotonically along a great circle and changes by less than 180° on an arc shorter than
 * half of it, so the arc goes the short way round: across ±180° when the ends are over 180° apart.
 */
export function crossesAntimeridian(from: GeoPoint, to: GeoPoint): boolean {
  return Math.abs(normalizeLongitude(to.lon) - normalizeLongitude(from.lon)) > 180;
}

/** Longitude in (-180, 180], so 190° and -170° compare as the same meridian. */
function normalizeLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}
