import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/check-bundle.ts measure what the search page loads.
  // `vite build --ssr src/entry-server.tsx` builds the server renderer into dist-ssr (package.json "build"),
  // its libraries included: React's production build whatever NODE_ENV the API runs with, and one copy.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        // The libraries the first page needs in one file: fewer requests, and ~5 KB less gzipped than many
        // small shared chunks. Only libraries: grouping the app's own code too breaks the manifest's entry.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ }] },
          },
        },
      },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
}));
