import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { onceLoader, preloadable, type OnceLoader } from '../../ui/preloadable';
import type { UserProfile } from './api';
import {
  closePalette,
  dialogOpen,
  isPaletteShortcut,
  isTextField,
  onMac,
  openPalette,
  usePalette,
  type PaletteSources,
} from './palette-state';

/** The palette's dialog (./palette-dialog.tsx) with what only it uses: loaded when the palette first opens, or ahead. */
export const loadPaletteDialog = onceLoader(() => import(/* webpackChunkName: "palette" */ './palette-dialog'));
const PaletteDialog = preloadable(loadPaletteDialog, (module) => module.default);

/**
 * The palette's host: Ctrl+K (⌘K on a Mac) opens it from anywhere, but not while focus is in a text
 * field (the keys are the field's, or the browser's) nor while another dialog is open (it never
 * opens over one); a move elsewhere (Back) closes it. It belongs to an enterprise, as every entry does.
 */
export function CommandPalette({
  profile,
  enterpriseId,
  loadSources,
}: {
  profile: UserProfile;
  enterpriseId: string;
  loadSources: OnceLoader<PaletteSources>;
}) {
  const { phase, opening } = usePalette();
  const [location] = useLocation();

  useEffect(() => {
    const mac = onMac();
    const onKeyDown = (event: KeyboardEvent) => {
      // In a text field the keys are the field's (or the browser's): not the palette's.
      if (!isPaletteShortcut(event, mac) || isTextField(event.target)) return;
      // Over another dialog they do nothing at all.
      event.preventDefault();
      if (!dialogOpen()) openPalette(document.activeElement);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => closePalette, [location]);

  return phase !== 'closed' ? (
    <Suspense fallback={null}>
      <PaletteDialog
        key={opening}
        profile={profile}
        enterpriseId={enterpriseId}
        loadSources={loadSources}
        leaving={phase === 'leaving'}
      />
    </Suspense>
  ) : null;
}
