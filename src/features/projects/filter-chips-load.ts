import { onceLoader } from '../../ui/preloadable';

/**
 * The filter chips' code (react-aria's TagGroup, ./filter-chips.tsx): loaded for a filtered view, or
 * ahead where filters may come (the Filters button reached; saved views, which may carry filters).
 */
export const loadFilterChips = onceLoader(() => import(/* webpackChunkName: "filter-chips" */ './filter-chips'));

export const preloadFilterChips = (): void => void loadFilterChips().catch(() => undefined);
