/**
 * The two loopback ports of the component tier: the page Vitest serves the components on, and the
 * real app (over a real PGlite) that page's `/api` and `/media` requests are passed to. Set
 * COMPONENT_PORT to run a second copy of the tier beside the first.
 */
export const COMPONENT_PAGE_PORT = Number(process.env.COMPONENT_PORT ?? 4392);
export const COMPONENT_API_PORT = COMPONENT_PAGE_PORT + 1;
