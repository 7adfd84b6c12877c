/**
 * Colours for the generated ship illustrations: brand-ish pairs for the big cruise lines (our own
 * reading of their liveries, not official values), and for every other line a palette chosen by
 * a hash of its name, so a line always gets the same look.
 */
import { foldText } from './text.js';

export interface ShipPalette {
  /** Hull paint. */
  hull: string;
  /** The stripe along the hull and the funnel's band. */
  accent: string;
  funnel: string;
  /** Lifeboat colour. */
  lifeboat?: string;
}

const BRANDS: Record<string, ShipPalette> = {
  'royal caribbean international': { hull: '#15306b', accent: '#f2b632', funnel: '#15306b' },
  'carnival cruise line': { hull: '#0d2f6e', accent: '#e4262e', funnel: '#e4262e' },
  'celebrity cruises': { hull: '#141c2e', accent: '#9fb3c8', funnel: '#141c2e' },
  'norwegian cruise line': { hull: '#0a3a6b', accent: '#22a9d6', funnel: '#0a3a6b' },
  'msc cruises': { hull: '#0b2452', accent: '#c9a45c', funnel: '#0b2452' },
  'princess cruises': { hull: '#123e6e', accent: '#5bb4e5', funnel: '#f4f6f8' },
  'holland america line': { hull: '#102440', accent: '#b9925a', funnel: '#102440' },
  cunard: { hull: '#17171a', accent: '#c8102e', funnel: '#c8102e' },
  'disney cruise line': { hull: '#151515', accent: '#c8102e', funnel: '#c8102e', lifeboat: '#f5c518' },
  'costa cruises': { hull: '#0b4c9a', accent: '#ffcc00', funnel: '#ffcc00' },
  'aida cruises': { hull: '#1e3a8a', accent: '#e3001b', funnel: '#e3001b' },
  'p&o cruises': { hull: '#0c2340', accent: '#d4a843', funnel: '#0c2340' },
  'viking ocean cruises': { hull: '#1c2636', accent: '#b7905a', funnel: '#1c2636' },
  'viking river cruises': { hull: '#1c2636', accent: '#b7905a', funnel: '#1c2636' },
  'virgin voyages': { hull: '#b9c0c9', accent: '#e10a14', funnel: '#e10a14' },
  'oceania cruises': { hull: '#0b2d5b', accent: '#b08a4a', funnel: '#0b2d5b' },
  'regent seven seas cruises': { hull: '#0d1f3c', accent: '#c5a572', funnel: '#0d1f3c' },
  seabourn: { hull: '#1d1d1f', accent: '#a88a5c', funnel: '#1d1d1f' },
  'silversea cruises': { hull: '#3f454d', accent: '#c3c9d0', funnel: '#3f454d' },
  ponant: { hull: '#26334d', accent: '#c2a571', funnel: '#f4f6f8' },
  'lindblad expeditions': { hull: '#0e2f55', accent: '#ffc72c', funnel: '#ffc72c' },
  hurtigruten: { hull: '#1b1b1f', accent: '#d6001c', funnel: '#1b1b1f' },
  'hx hurtigruten expeditions': { hull: '#101418', accent: '#e8e3d9', funnel: '#101418' },
  'tui cruises': { hull: '#0a4f9c', accent: '#d40e14', funnel: '#0a4f9c' },
  'windstar cruises': { hull: '#0e2340', accent: '#b5975b', funnel: '#0e2340' },
  'explora journeys': { hull: '#222a33', accent: '#cdbb9c', funnel: '#222a33' },
  'ritz-carlton yacht collection': { hull: '#1a1a1a', accent: '#b99b62', funnel: '#1a1a1a' },
};

const DEFAULTS: ShipPalette[] = [
  { hull: '#123a52', accent: '#f0684b', funnel: '#123a52' },
  { hull: '#1f4e5f', accent: '#2fa88c', funnel: '#1f4e5f' },
  { hull: '#2c2f4a', accent: '#e9b949', funnel: '#2c2f4a' },
  { hull: '#5a1f2e', accent: '#e8c07d', funnel: '#5a1f2e' },
  { hull: '#1d3f72', accent: '#7cbfdb', funnel: '#f4f6f8' },
  { hull: '#0f4c45', accent: '#f2a65a', funnel: '#0f4c45' },
  { hull: '#3b2f5c', accent: '#f58b72', funnel: '#3b2f5c' },
  { hull: '#263238', accent: '#ffb300', funnel: '#263238' },
];

/** A small stable hash (FNV-1a) of a string. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function paletteFor(operator: string): ShipPalette {
  const key = foldText(operator);
  return BRANDS[key] ?? (DEFAULTS[hashText(key) % DEFAULTS.length] as ShipPalette);
}

/** True when dark text reads better than white on this colour (#rrggbb). */
export function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6;
}
