/**
 * Replaces `use-sync-external-store/shim` in the build and the component tests
 * (scripts/react-19-aliases.ts). That shim (wouter's, and React Aria's collections') exports React's
 * own useSyncExternalStore whenever React has one (React 18 and later) and carries a userland version
 * for older Reacts. The portal runs React 19, so the shim's answer is always React's hook; this
 * module gives the same without the fallback that never runs.
 */
export { useSyncExternalStore } from 'react';
