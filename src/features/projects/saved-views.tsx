import { useEffect, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { onceLoader } from '../../ui/preloadable';
import type { ListView } from './list-view';
import { preloadFilterChips } from './filter-chips-load';
import { viewButtonMessages } from './messages';
import { useStoredViews } from './saved-views-store';
import './saved-views.css';

/**
 * The views' list and name dialog (one chunk): loaded when the user has views, or is about to save
 * one. Each renders only once it is in (never as a lazy stand-in first, which the loaded component
 * would then replace: the list's 'Save view' would be another button, and focus could not return to it).
 */
const loadViews = onceLoader(() => import(/* webpackChunkName: "views" */ './saved-views-list'));
const preload = () => void loadViews().catch(() => undefined);

/** What the name dialog is open for: a new view of the list as it is, or a new name for a view. */
export type Naming = { rename?: string };

/**
 * The saved views of the projects list (docs/product-decisions.md "Theme, command palette and saved views";
 * decision 0064), above the list: 'Save view', and the views themselves (./saved-views-list.tsx),
 * whose code loads only when the user has some in the enterprise. The name dialog ('Save view',
 * 'Rename') is opened from here, so it stays open while the first view saved brings the list in
 * (and 'Undo' of the last view's deletion too); once a view is saved, renamed or put back, focus
 * goes to its link.
 */
export function SavedViews({ userId, enterpriseId, view }: { userId: string; enterpriseId: string; view: ListView }) {
  const intl = useIntl();
  const stored = useStoredViews(userId, enterpriseId);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [focusName, setFocusName] = useState<string | null>(null);
  const [, setLoaded] = useState(loadViews.loaded !== undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const needed = stored !== null || naming !== null;
  useEffect(() => {
    if (needed && !loadViews.loaded) loadViews().then(() => setLoaded(true), setFailure);
  }, [needed]);
  // A view may carry filters: their chips load ahead, so the list need not wait for them.
  const hasViews = stored !== null;
  useEffect(() => {
    if (hasViews) preloadFilterChips();
  }, [hasViews]);
  // A chunk that does not load is the page's chunk-load error (src/app/page-error-boundary.tsx).
  if (failure) throw failure;
  const views = loadViews.loaded;
  const saveButton = (isDisabled: boolean) => (
    <Button
      variant="secondary"
      isDisabled={isDisabled}
      onHoverStart={preload}
      onFocus={preload}
      onPress={() => setNaming({})}
    >
      {intl.formatMessage(viewButtonMessages.save)}
    </Button>
  );
  const alone = <div className="saved-views__save">{saveButton(false)}</div>;
  return (
    <div className="saved-views">
      {stored !== null && views ? (
        <views.SavedViewsList
          userId={userId}
          enterpriseId={enterpriseId}
          stored={stored}
          view={view}
          saveButton={saveButton}
          onRename={(name) => setNaming({ rename: name })}
          focusName={focusName}
          onFocusView={setFocusName}
        />
      ) : (
        alone
      )}
      {naming && views ? (
        <views.ViewNameDialog
          userId={userId}
          enterpriseId={enterpriseId}
          view={view}
          rename={naming.rename}
          onClose={(saved) => {
            setNaming(null);
            if (saved) setFocusName(saved);
          }}
        />
      ) : null}
    </div>
  );
}
