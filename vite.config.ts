import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugins } from './pwa.config.js';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), ...pwaPlugins()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Maps are written for debugging but never linked from the bundles, nor served (client-assets.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      // Not the client's own modules under src/client/api (/api/http.ts): they are Vite's to serve.
      '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
