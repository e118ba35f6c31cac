import { describe, expect, it } from '@rstest/core';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

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
