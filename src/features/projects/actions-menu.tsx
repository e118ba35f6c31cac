import { paths } from '../../config/paths';
import { isCancellationAllowed, isDeletionAllowed, showsPreview } from '../../domain/project-rules';
import { rowItem, type RowKind } from '../../domain/row-kind';
import { useIntl, type PortalIntl } from '../../i18n/intl';
import { MenuButton, type MenuParts } from '../../ui/menu';
import { ModalType, openModal, type ProjectModalData } from '../../ui/modal-store';
import { actionMessages } from './messages';
import { loadProjectModals } from './project-modals-lazy';

/** What the actions act on: a list row or a project's details. */
export interface ActionTarget {
  projectId: string | null;
  projectRequestId: string | null;
  name: string;
  status: number;
  workflowStatus?: number | null;
}

interface ManageRules {
  /** `can(role, 'deleteOrCancelProjects')`. */
  canManage: boolean;
  /** The project was cancelled during this visit (transition-store.ts). */
  inTransition: boolean;
}

export function manageActions(kind: RowKind, target: ActionTarget, { canManage }: ManageRules) {
  return {
    cancel: canManage && isCancellationAllowed(kind, target.status, target.workflowStatus),
    delete: canManage && isDeletionAllowed(kind, target.status),
  };
}

/** A menu that may lead to the delete or cancel modal loads their code as it opens, so they open at once. */
const preloadModals = (isOpen: boolean) => {
  if (isOpen) void loadProjectModals();
};

function modalData(enterpriseId: string, target: ActionTarget, from: ProjectModalData['from']): ProjectModalData {
  return {
    enterpriseId,
    projectId: target.projectId,
    projectRequestId: target.projectRequestId,
    name: target.name,
    from,
  };
}

/**
 * The row actions menu (spec document 2 section 2 "Row actions menu"). First group: 'View request
 * details' (when a request exists), 'View project report', 'View data deliverables'. Second group:
 * 'Preview project' (when a project exists; a new tab), 'Cancel project' (decision, project-rules.ts)
 * and 'Delete project' (only when allowed). While the project is in state transition its cancel and
 * delete entries are disabled.
 *
 * Where section 4's "When not allowed, the actions button is disabled; it is also disabled while the
 * project is in state transition" lands for list rows: here, on the entries, not on the button.
 * A row's menu always holds the view entries, which every user may use on every row (and 'Preview
 * project' for a project), so disabling the button would take them away too. So, decision: the
 * button stays enabled; a cancel or delete that is not allowed (status or role) is left out, as
 * section 2 says of 'Delete project' ("only when allowed"), and while the project is in state
 * transition both are shown disabled (`disabledKeys`), so the user sees why they cannot act. The
 * button itself is disabled in the details sidebar (SidebarActionsMenu), whose only entries are
 * cancel and delete.
 */
export type RowMenuProps = { enterpriseId: string; kind: RowKind; target: ActionTarget } & ManageRules;

/** A row menu button's name: 'Actions for <name>'. */
export const rowMenuLabel = (intl: PortalIntl, target: ActionTarget) =>
  intl.formatMessage(actionMessages.menu, { name: target.name });

/** A row's menu button opens the project modals' code as its menu opens (`onOpenChange`). */
export const rowMenuOpenChange = preloadModals;

/** Its content, built from a menu's parts: the projects table's one menu for all its rows (projects-table.tsx). */
export function RowMenu({
  parts: { Menu, MenuItem, MenuSection, Header },
  enterpriseId,
  kind,
  target,
  canManage,
  inTransition,
}: RowMenuProps & { parts: MenuParts }) {
  const intl = useIntl();
  const item = rowItem(target);
  if (!item) return null;
  const allowed = manageActions(kind, target, { canManage, inTransition });
  const preview = showsPreview(kind) && target.projectId !== null;
  const disabledKeys = inTransition ? ['cancel', 'delete'] : [];
  return (
    <Menu
      disabledKeys={disabledKeys}
      onAction={(key) => {
        if (key === 'cancel') openModal(ModalType.CancelProject, modalData(enterpriseId, target, 'list'));
        if (key === 'delete') openModal(ModalType.DeleteProject, modalData(enterpriseId, target, 'list'));
      }}
    >
      <MenuSection>
        <Header className="ui-menu__group-header">{intl.formatMessage(actionMessages.viewGroup)}</Header>
        {target.projectRequestId !== null ? (
          <MenuItem id="request" href={paths.projectRequestDetails(enterpriseId, target.projectRequestId)}>
            {intl.formatMessage(actionMessages.viewRequestDetails)}
          </MenuItem>
        ) : null}
        <MenuItem id="report" href={paths.projectReport(enterpriseId, item.id, item.type)}>
          {intl.formatMessage(actionMessages.viewReport)}
        </MenuItem>
        <MenuItem id="deliverables" href={paths.projectDeliverables(enterpriseId, item.id, item.type)}>
          {intl.formatMessage(actionMessages.viewDeliverables)}
        </MenuItem>
      </MenuSection>
      {preview || allowed.cancel || allowed.delete ? (
        <MenuSection>
          <Header className="ui-menu__group-header">{intl.formatMessage(actionMessages.manageGroup)}</Header>
          {preview && target.projectId !== null ? (
            <MenuItem
              id="preview"
              href={paths.projectPreview(enterpriseId, target.projectId)}
              target="_blank"
              rel="noopener"
              textValue={intl.formatMessage(actionMessages.preview)}
              aria-label={intl.formatMessage(actionMessages.previewNewTab)}
            >
              {intl.formatMessage(actionMessages.preview)}
            </MenuItem>
          ) : null}
          {allowed.cancel ? <MenuItem id="cancel">{intl.formatMessage(actionMessages.cancel)}</MenuItem> : null}
          {allowed.delete ? (
            <MenuItem id="delete" className="ui-menu__item--danger">
              {intl.formatMessage(actionMessages.delete)}
            </MenuItem>
          ) : null}
        </MenuSection>
      ) : null}
    </Menu>
  );
}

/**
 * The sidebar's actions menu (spec document 2 section 2: "actions menu with 'Delete project'", plus
 * 'Cancel project' by the same decision as the row menu). The button is disabled when no action is
 * allowed, and while the project is in state transition (spec document 2 section 4).
 */
export function SidebarActionsMenu({
  enterpriseId,
  kind,
  target,
  canManage,
  inTransition,
}: { enterpriseId: string; kind: RowKind; target: ActionTarget } & ManageRules) {
  const intl = useIntl();
  const allowed = manageActions(kind, target, { canManage, inTransition });
  const disabled = inTransition || (!allowed.cancel && !allowed.delete);
  return (
    <MenuButton
      className="button button--secondary details-sidebar__actions"
      chevron={false}
      isDisabled={disabled}
      onOpenChange={preloadModals}
      placement="bottom start"
      label={
        <>
          {intl.formatMessage(actionMessages.sidebarMenu)} <span aria-hidden="true">▾</span>
        </>
      }
    >
      {({ Menu, MenuItem }) => (
        <Menu
          onAction={(key) => {
            if (key === 'cancel') openModal(ModalType.CancelProject, modalData(enterpriseId, target, 'details'));
            if (key === 'delete') openModal(ModalType.DeleteProject, modalData(enterpriseId, target, 'details'));
          }}
        >
          {allowed.cancel ? <MenuItem id="cancel">{intl.formatMessage(actionMessages.cancel)}</MenuItem> : null}
          {allowed.delete ? (
            <MenuItem id="delete" className="ui-menu__item--danger">
              {intl.formatMessage(actionMessages.delete)}
            </MenuItem>
          ) : null}
        </Menu>
      )}
    </MenuButton>
  );
}
