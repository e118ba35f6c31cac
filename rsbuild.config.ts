import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** The reference API that `npm run dev` starts beside the dev server (scripts/dev.ts). */
const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
  },
  resolve: {
    alias: { '@': './src' },
  },
  html: {
    template: './src/index.html',
  },
  output: {
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // No inline scripts: the Content-Security-Policy allows only 'self' scripts.
    inlineScripts: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
    // The API and the localization catalogues go to the reference API; everything else is the SPA.
    // changeOrigin stays off so absolute links the API builds (downloads) keep the dev server's host.
    proxy: [
      {
        pathFilter: (path: string) => path.startsWith('/api/') || /^\/[a-z]{2}-[a-z]{2}\/localization\/?$/i.test(path),
        target: devApiTarget,
        changeOrigin: false,
      },
    ],
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});
