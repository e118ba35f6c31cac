import { defineConfig, defineInlineProject } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { OVERLAY_ENTRY_ALIASES, overlayEntryReplacement } from './scripts/overlay-entry';
import { REACT_19_ALIASES } from './scripts/react-19-aliases';

export default defineConfig({
  // A worker per core. Rstest's default leaves one core to its main process (cores − 1), which is
  // one worker on the 2-core machines this project is built and checked on: the unit stage took
  // 75 s there with one worker and 45 s with two.
  pool: { maxWorkers: '100%' },
  projects: [
    defineInlineProject({
      name: 'unit',
      include: ['tests/unit/**/*.test.ts'],
      testEnvironment: 'node',
      resolve: { alias: { '@': './src' } },
    }),
    defineInlineProject({
      name: 'component',
      include: ['tests/unit/**/*.test.tsx'],
      testEnvironment: 'happy-dom',
      plugins: [pluginReact()],
      // As the build: what the browser runs (wouter's React 19 dependencies).
      resolve: { alias: { '@': './src', ...REACT_19_ALIASES, ...OVERLAY_ENTRY_ALIASES } },
      // As the build: React Aria's overlays with the page hiding and scroll lock of decision 0081.
      tools: { rspack: { plugins: [overlayEntryReplacement()] } },
      setupFiles: ['./tests/unit/support/setup-dom.ts'],
    }),
  ],
});
