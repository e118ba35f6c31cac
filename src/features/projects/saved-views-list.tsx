import { useEffect, useId, useRef, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { canSaveAnother, removeView, restoreView, SAVED_VIEWS_MAX, type SavedView } from '../../domain/saved-views';
import { useIntl } from '../../i18n/intl';
import { showAlert } from '../../ui/alert-store';
import { Link } from '../../ui/link';
import { MenuButton } from '../../ui/menu';
import type { ListView } from './list-view';
import { isOpenable, readSavedViews, viewQuery, viewsOf } from './saved-views-read';
import { viewMessages } from './saved-views-messages';
import { storeViews } from './saved-views-store';

export { default as ViewNameDialog } from './view-name-dialog';

/**
 * The user's saved views in the enterprise, above the projects list (decision 0064): 'Views', a link
 * to each that opens the list with its query (the current one, whose query is the list's, marked
 * `aria-current`), each with 'Rename' and 'Delete' in its menu, then 'Save view' (greyed, with why,
 * at 20). A view whose query no longer opens the list says 'This view can no longer be opened.' and
 * can only be deleted. Delete asks nothing: its alert offers 'Undo' for its 5 s and takes focus (the
 * deleted view's menu is gone); 'Undo' puts the view back where it was, focus on its link.
 */
export function SavedViewsList({
  userId,
  enterpriseId,
  stored,
  view,
  saveButton,
  onRename,
  focusName,
  onFocusView,
}: {
  userId: string;
  enterpriseId: string;
  /** What is stored for the views (./saved-views-store.ts). */
  stored: string;
  view: ListView;
  saveButton: (isDisabled: boolean) => ReactNode;
  onRename: (name: string) => void;
  /** The view whose link takes focus (just saved, renamed or put back), once it shows. */
  focusName: string | null;
  /** Gives a view's link focus, or (null) says it has it. */
  onFocusView: (name: string | null) => void;
}) {
  const intl = useIntl();
  const views = viewsOf(stored);
  const current = viewQuery(view);
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);

  const focusIndex = focusName === null ? -1 : views.findIndex((saved) => saved.name === focusName);
  useEffect(() => {
    if (focusIndex === -1) return;
    list.current?.children[focusIndex]?.querySelector<HTMLElement>('a, button')?.focus();
    onFocusView(null);
  }, [focusName, focusIndex, onFocusView]);

  function remove(name: string) {
    const result = removeView(readSavedViews(userId, enterpriseId), name);
    if (!result) return;
    storeViews(userId, enterpriseId, result.views);
    showAlert({
      type: 'success',
      message: viewMessages.deleted,
      values: { name },
      action: {
        label: viewMessages.undo,
        takesFocus: true,
        onPress: () => {
          const restored = restoreView(readSavedViews(userId, enterpriseId), result.removed, result.index);
          if (!restored) return;
          storeViews(userId, enterpriseId, restored);
          onFocusView(name);
        },
      },
    });
  }

  const full = !canSaveAnother(views);
  return (
    <>
      {views.length > 0 ? (
        <nav className="saved-views__nav" aria-labelledby={headingId}>
          <h2 className="saved-views__heading" id={headingId}>
            {intl.formatMessage(viewMessages.heading)}
          </h2>
          <ul className="saved-views__list" ref={list}>
            {views.map((saved, index) => (
              // By place, not name: a renamed view keeps its elements (its menu button keeps focus).
              <li key={index} className="saved-views__item">
                <SavedViewEntry
                  saved={saved}
                  href={paths.projects(enterpriseId, saved.query)}
                  isCurrent={saved.query === current}
                  onRename={() => onRename(saved.name)}
                  onDelete={() => remove(saved.name)}
                />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="saved-views__save">
        {saveButton(full)}
        {full ? <span className="muted">{intl.formatMessage(viewMessages.full, { max: SAVED_VIEWS_MAX })}</span> : null}
      </div>
    </>
  );
}

function SavedViewEntry({
  saved,
  href,
  isCurrent,
  onRename,
  onDelete,
}: {
  saved: SavedView;
  href: string;
  isCurrent: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const openable = isOpenable(saved.query);
  return (
    <>
      {openable ? (
        <Link className="saved-views__link" href={href} aria-current={isCurrent ? 'true' : undefined}>
          {saved.name}
        </Link>
      ) : (
        <span className="saved-views__broken">
          {saved.name} <span className="muted">{intl.formatMessage(viewMessages.broken)}</span>
        </span>
      )}
      <MenuButton
        className="icon-button saved-views__menu"
        chevron={false}
        aria-label={intl.formatMessage(viewMessages.actions, { name: saved.name })}
        label={<span aria-hidden="true">⋯</span>}
      >
        {({ Menu, MenuItem }) => (
          <Menu
            onAction={(key) => {
              if (key === 'rename') onRename();
              if (key === 'delete') onDelete();
            }}
          >
            {openable ? <MenuItem id="rename">{intl.formatMessage(viewMessages.rename)}</MenuItem> : null}
            <MenuItem id="delete" className="ui-menu__item--danger">
              {intl.formatMessage(viewMessages.delete)}
            </MenuItem>
          </Menu>
        )}
      </MenuButton>
    </>
  );
}
