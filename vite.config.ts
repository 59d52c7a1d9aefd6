import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // The prerendering entry the server loads at start (src/server/http/prerender.ts).
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: { input: 'src/web/prerender.tsx' },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Maps are written but not referenced from the bundles, and scripts/move-sourcemaps.mjs takes
        // them out of dist/web: browsers and visitors do not get them, error tools can use dist/sourcemaps.
        sourcemap: 'hidden',
        target: 'es2022',
        chunkSizeWarningLimit: 700,
        // The server reads it to preload the chunks of the page it serves (src/server/http/route-preloads.ts).
        manifest: true,
      },
  // The prerendering bundle carries the web packages it uses (react-router, radix-ui...): they are
  // development dependencies, absent from a production install (e2e/dist-only-start.spec.ts).
  ssr: { noExternal: true },
  server: {
    // `npm run dev` gives the server PUBLIC_URL=http://localhost:5173 (links in e-mails, the
    // address it announces): the app must be there, not on the next free port.
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
}));
