/**
 * `npx tsx scripts/bench/library-floor.ts`: what the product's stack weighs on a sign-in page before
 * any of the portal's own code. It builds, in a temporary folder with this project's node_modules
 * and the same Rsbuild set-up (React's chunk, the parser-free formatjs build), a page holding only
 * a react-aria-components form (Form, TextField with Label, Input and FieldError, Button, Link),
 * the RouterProvider and I18nProvider, `createIntl` formatting one message, an openapi-fetch client
 * making one call, a wouter route and a valtio store, and prints the gzip size of its JavaScript.
 * Decision record 0007 (docs/decisions/) quotes it against the /account/login budget.
 */
import { mkdtemp, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { budgetFor } from './budgets';
import { readChunks } from './gzip-size';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PAGE = `
import { createRoot } from 'react-dom/client';
import { Button } from 'react-aria-components/Button';
import { TextField } from 'react-aria-components/TextField';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { FieldError } from 'react-aria-components/FieldError';
import { Form } from 'react-aria-components/Form';
import { Link } from 'react-aria-components/Link';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createIntl, createIntlCache } from '@formatjs/intl';
import createClient from 'openapi-fetch';
import { Route, Switch, useLocation } from 'wouter';
import { proxy, useSnapshot } from 'valtio';

const intl = createIntl({ locale: 'en', messages: {} }, createIntlCache());
const client = createClient({ baseUrl: '/api/' });
const store = proxy({ token: '' });

function App() {
  const [, navigate] = useLocation();
  const snapshot = useSnapshot(store);
  return (
    <I18nProvider locale="en-US">
      <RouterProvider navigate={navigate}>
        <Switch>
          <Route path="/">
            <Form onSubmit={(event) => { event.preventDefault(); void client.POST('/token' as never, {} as never).then(() => { store.token = 'x'; }); }}>
              <TextField isRequired>
                <Label>{intl.formatMessage({ id: 'email', defaultMessage: 'E-mail' })}</Label>
                <Input />
                <FieldError />
              </TextField>
              <Button type="submit">Sign in {snapshot.token}</Button>
              <Link href="/elsewhere">Elsewhere</Link>
            </Form>
          </Route>
        </Switch>
      </RouterProvider>
    </I18nProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'library-floor-'));
  try {
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src', 'main.tsx'), PAGE);
    await writeFile(join(dir, 'tsconfig.json'), await readFile(join(ROOT, 'tsconfig.json')));
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        source: { entry: { index: './src/main.tsx' } },
        // As rsbuild.config.ts: three compressor passes, exports mangled by size.
        output: {
          distPath: { root: join(dir, 'dist') },
          minify: { jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
        },
        tools: {
          bundlerChain: (chain) => {
            chain.optimization.mangleExports('size');
          },
          rspack: {
            // As rsbuild.config.ts: formatjs without its message parser.
            plugins: [
              new rspack.NormalModuleReplacementPlugin(/^@formatjs\/icu-messageformat-parser$/, (resource) => {
                resource.request = '@formatjs/icu-messageformat-parser/no-parser.js';
              }),
            ],
          },
        },
        performance: { chunkSplit: { strategy: 'split-by-experience' }, printFileSize: false },
      },
    });
    await rsbuild.build();
    const chunks = await readChunks(join(dir, 'dist'));
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    let total = 0;
    for (const chunk of chunks) {
      total += chunk.gzipBytes;
      console.log(`${chunk.path.padEnd(44)} ${kb(chunk.gzipBytes).padStart(9)}  (${chunk.kind})`);
    }
    console.log(
      `\nThe stack's libraries on a bare sign-in page, gzip: ${kb(total)} (budget for /account/login: ${budgetFor('js-login').limit} KB).`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
