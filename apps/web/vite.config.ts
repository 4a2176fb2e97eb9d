import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The server bundle carries its libraries inside it, built for production whatever NODE_ENV the API
  // runs under: development React and emotion write other class names than the browser's build.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? // The server entry (dist/server/entry-server.js) the API renders public pages with.
      { outDir: 'dist/server', emptyOutDir: true }
    : // The manifest lets the server preload the chunks of the page it renders.
      {
        manifest: true,
        // The app; static public pages with their islands' small loader; and the embeddable subscribe
        // form as a page of its own with its own small entry.
        rollupOptions: { input: { app: 'index.html', static: 'static.html', embed: 'embed.html' } },
      },
  server: {
    proxy: {
      '/v1': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
}));
