import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStableIds } from './build/mantine-stable-ids.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mantineStableIds()],
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
        // A lazy chunk's own imports are fetched as the browser finds them, not announced first with a
        // <link rel="modulepreload"> each: adding those links cost a phone's main thread about 1 ms apiece, some
        // 60 of them while a public page hydrates. The server already names the first page's chunks
        // (seo/html-page.ts); a lazy chunk's CSS is still added by Vite's helper.
        modulePreload: { resolveDependencies: () => [] },
        // What every page needs in two files, the libraries and the app's shell: fewer requests, and less
        // gzipped than many small shared chunks. The entry module stays out of the groups, or the manifest's
        // entry becomes an empty facade.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
                { name: 'app', tags: ['$initial'], test: /[\\/]src[\\/](?!main\.tsx$)/, priority: 1 },
              ],
            },
          },
        },
      },
  // The web projects (which files, isolated or not) are in the root vitest.config.ts.
  test: {
    root: import.meta.dirname,
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Four workers share two cores (see vitest.config.ts): a page test can wait its turn longer than 5 s.
    testTimeout: 15_000,
  },
}));
