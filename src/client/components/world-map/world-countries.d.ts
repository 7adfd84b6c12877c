/** The world's countries as SVG paths, drawn at build time (`worldCountries()` in vite.config.ts). */
declare module 'virtual:world-countries' {
  export const countries: readonly { id: string; name: string; d: string }[];
  /** The outline of the whole sphere (the sea). */
  export const SPHERE: string;
  /** Lines of latitude and longitude every 10°. */
  export const GRATICULE: string;
}
