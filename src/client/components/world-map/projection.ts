import { geoNaturalEarth1 } from 'd3-geo';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;

/**
 * The world map's projection: Natural Earth, the whole sphere fitted to the map's box. The build
 * draws the countries with it once (`virtual:world-countries`, `vite.config.ts`); the page uses the
 * same one for the ports and the routes, so they land on the countries drawn.
 */
export const mapProjection = () => geoNaturalEarth1().fitSize([MAP_WIDTH, MAP_HEIGHT], { type: 'Sphere' });
