import { defineConfig, defineInlineProject } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

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
      resolve: { alias: { '@': './src' } },
      setupFiles: ['./tests/support/setup-dom.ts'],
    }),
  ],
});
