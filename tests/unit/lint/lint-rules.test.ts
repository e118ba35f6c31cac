import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ESLint } from 'eslint';

/**
 * A feature folder that exists only while these tests run, made before the config is first read:
 * the import zones must guard it with no edit of eslint.config.js. It also holds a type-only cycle.
 */
const NEW_FEATURE = `lint-fixture-${process.pid}`;
const newFeatureDir = join(process.cwd(), 'src/features', NEW_FEATURE);
let eslint: ESLint;

beforeAll(() => {
  mkdirSync(newFeatureDir, { recursive: true });
  writeFileSync(join(newFeatureDir, 'a.ts'), "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n");
  writeFileSync(join(newFeatureDir, 'b.ts'), "import { type A } from './a';\nexport interface B {\n  a?: A;\n}\n");
  eslint = new ESLint({ cwd: process.cwd() });
});

afterAll(() => rmSync(newFeatureDir, { recursive: true, force: true }));

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint rules the product relies on', () => {
  it('forbids dangerouslySetInnerHTML', async () => {
    const code =
      'export function A({ t }: { t: string }) { return <div dangerouslySetInnerHTML={{ __html: t }} />; }\n';
    expect(await ruleIds(code, 'src/ui/lint-fixture.tsx')).toContain('no-restricted-syntax');
  });

  it('forbids a feature importing another feature', async () => {
    const code = "import { projectsQuery } from '../projects/api';\nexport const q = projectsQuery;\n";
    expect(await ruleIds(code, 'src/features/account/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('guards a new feature folder with no edit of the config', async () => {
    const out = "import { projectsQuery } from '../projects/api';\nexport const q = projectsQuery;\n";
    expect(await ruleIds(out, `src/features/${NEW_FEATURE}/lint-fixture.ts`)).toContain('import-x/no-restricted-paths');
    const into = `import type { A } from '../${NEW_FEATURE}/a';\nexport type Q = A;\n`;
    expect(await ruleIds(into, 'src/features/account/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('reports an import cycle made only of type imports', async () => {
    const [result] = await eslint.lintFiles([join(newFeatureDir, 'a.ts')]);
    expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('portal/no-cycle');
  });

  it('forbids a lower layer importing a feature', async () => {
    const code = "import { profileQuery } from '../features/shell/api';\nexport const q = profileQuery;\n";
    expect(await ruleIds(code, 'src/ui/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('forbids calling fetch from a screen', async () => {
    const code = "export async function load() { return fetch('/api/x'); }\n";
    expect(await ruleIds(code, 'src/features/projects/lint-fixture.ts')).toContain('no-restricted-syntax');
  });

  it('checks the hooks rules and accessibility rules', async () => {
    const hooks =
      "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) { if (on) { useState(0); } return null; }\n";
    expect(await ruleIds(hooks, 'src/ui/lint-fixture.tsx')).toContain('react-hooks/rules-of-hooks');
    const a11y = 'export function A() { return <img src="x.png" />; }\n';
    expect(await ruleIds(a11y, 'src/ui/lint-fixture.tsx')).toContain('jsx-a11y/alt-text');
  });
});
