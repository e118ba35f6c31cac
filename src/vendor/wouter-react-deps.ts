import { useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Replaces wouter's `src/react-deps.js` (wouter 3.x) in the build and the component tests
 * (scripts/react-19-aliases.ts): the same exports, with the same values under React 18 and later.
 * wouter reads `useInsertionEffect` through a computed property of `import * as React` (for Reacts
 * without it), which made the bundler ship a namespace-object helper in the start-up runtime for
 * that one read; React 19 has the hook, so it is imported by name here. A wouter release that imports
 * anything else from ./react-deps.js fails the build (a missing export), not the page, and
 * tests/unit/vendor/react-19-shims.test.tsx compares the two modules' exports.
 */
export {
  useMemo,
  useRef,
  useState,
  useContext,
  createContext,
  isValidElement,
  cloneElement,
  createElement,
  Fragment,
  forwardRef,
  useSyncExternalStore,
  useInsertionEffect,
} from 'react';

// As wouter: React warns about useLayoutEffect on the server, where effects do not run anyway.
const canUseDOM = !!(
  typeof window !== 'undefined' &&
  typeof window.document !== 'undefined' &&
  typeof window.document.createElement !== 'undefined'
);

export const useIsomorphicLayoutEffect = canUseDOM ? useLayoutEffect : useEffect;

/**
 * wouter's userland useEvent: a stable function that calls the `fn` of the latest render (updated in
 * an insertion effect, as wouter does), written with a ref and a state instead of wouter's ref array.
 */
export function useEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  const [stable] = useState(
    () =>
      (...args: A) =>
        latest.current(...args),
  );
  return stable;
}
