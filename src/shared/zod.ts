/**
 * zod, as every shared schema and client form takes it. In a browser it runs "jitless": zod would
 * otherwise probe `new Function` when it builds its first object schema, which the page's
 * Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as an issue
 * (Lighthouse best practices, issue 15). The server keeps zod's compiled parsers.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
