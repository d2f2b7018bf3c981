import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './src/build/precompress-plugin';

const apiTarget = process.env.AILAB_API_URL ?? 'http://localhost:3000';

// Production build: dist/ is served by the server. Dev: API paths go to the local server.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bench/web-size.mjs to measure what each page loads.
    manifest: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks, so an app release does not bust the libraries' cache.
        manualChunks(id) {
          if (!id.includes('node_modules')) return id.includes('/locales/') ? 'locales' : undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          if (id.includes('@radix-ui') || id.includes('@floating-ui')) return 'radix';
          if (id.includes('/zod/')) return 'zod';
          if (id.includes('i18next')) return 'i18n';
          return 'vendor';
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/v2': apiTarget,
      '/media': apiTarget,
    },
  },
});
