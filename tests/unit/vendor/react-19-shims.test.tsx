import { readFileSync } from 'node:fs';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from '@rstest/core';
import * as React from 'react';
import { useState } from 'react';
import * as shim from '../../../src/vendor/use-sync-external-store-shim';
import * as deps from '../../../src/vendor/wouter-react-deps';

/** The names wouter's src/react-deps.js exports (the module src/vendor/wouter-react-deps.ts replaces). */
function wouterReactDepsExports(): string[] {
  const source = readFileSync('node_modules/wouter/src/react-deps.js', 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  );
  names.push(...[...source.matchAll(/export const (\w+)/g)].map((match) => match[1] ?? ''));
  return names.filter(Boolean).sort();
}

describe('the React 19 replacements of library modules (src/vendor, scripts/react-19-aliases.ts)', () => {
  it("use-sync-external-store's shim is React's own hook, as the shim itself answers under React 19", () => {
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it("exports what wouter's react-deps.js exports, React's hooks being React's", () => {
    expect(Object.keys(deps).sort()).toEqual(wouterReactDepsExports());
    expect(deps.useInsertionEffect).toBe(React.useInsertionEffect);
    expect(deps.useSyncExternalStore).toBe(React.useSyncExternalStore);
    expect(deps.useIsomorphicLayoutEffect).toBe(React.useLayoutEffect); // in a browser (jsdom)
  });

  it('useEvent gives one function for the life of the component, calling the latest callback', () => {
    const seen: Array<() => string> = [];
    let rerender: (value: string) => void = () => undefined;
    function Probe() {
      const [value, setValue] = useState('first');
      rerender = setValue;
      seen.push(deps.useEvent(() => value));
      return null;
    }
    render(<Probe />);
    act(() => rerender('second'));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]?.()).toBe('second');
  });
});
