import { defineConfig, defineInlineProject } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { REACT_19_ALIASES } from './scripts/react-19-aliases';

export default defineConfig({
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
      resolve: { alias: { '@': './src', ...REACT_19_ALIASES } },
      setupFiles: ['./tests/support/setup-dom.ts'],
    }),
  ],
});
