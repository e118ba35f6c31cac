import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  RowMenu,
  rowMenuLabel,
  type ActionTarget,
  type RowMenuProps,
} from '../../../../src/features/projects/actions-menu';
import { useIntl } from '../../../../src/i18n/intl';
import { MenuButton } from '../../../../src/ui/menu';
import { rowKind } from '../../../../src/domain/row-kind';
import { signedIn, signedOut } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000011';
const R = '40000000-0000-4000-8000-000000000017';

beforeEach(() => signedIn());
afterEach(() => signedOut());

/** A row's menu as the table's one menu shows it (projects-table.tsx), on a button of its own. */
function RowActionsMenu(props: RowMenuProps) {
  const intl = useIntl();
  return (
    <MenuButton chevron={false} aria-label={rowMenuLabel(intl, props.target)} label="⋯">
      {(parts) => <RowMenu parts={parts} {...props} />}
    </MenuButton>
  );
}

/** Renders a list row's actions menu, opens it from the keyboard and returns its entries. */
async function openMenu(target: ActionTarget, { canManage = true, inTransition = false } = {}) {
  renderApp(
    <RowActionsMenu
      enterpriseId={ACME}
      kind={rowKind(target)}
      target={target}
      canManage={canManage}
      inTransition={inTransition}
    />,
  );
  const button = screen.getByRole('button', { name: `Actions for ${target.name}` });
  expect(button.hasAttribute('disabled')).toBe(false);
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem');
}

const names = (items: HTMLElement[]) => items.map((item) => item.textContent);
const item = (items: HTMLElement[], name: string) => items.find((i) => i.textContent === name);

describe('the row actions menu (spec document 2 section 2 "Row actions menu")', () => {
  it("offers no 'View request details' for a project only; its report and deliverables open as a project", async () => {
    const items = await openMenu({
      projectId: P,
      projectRequestId: null,
      name: 'Product Catalogue Translation',
      status: 1000,
    });
    expect(names(items)).toEqual([
      'View project report',
      'View data deliverables',
      'Preview project',
      'Cancel project',
    ]);
    expect(item(items, 'View project report')?.getAttribute('href')).toBe(
      `/enterprise/${ACME}/projects/${P}/report/?type=p`,
    );
    expect(item(items, 'View data deliverables')?.getAttribute('href')).toBe(
      `/enterprise/${ACME}/projects/${P}/deliverables/?type=p`,
    );
  });

  it("offers 'Delete project' for a Not Approved request only, without preview or cancel; its entries open the request", async () => {
    const items = await openMenu({
      projectId: null,
      projectRequestId: R,
      name: 'Travel Guides Translation',
      status: 10,
    });
    expect(names(items)).toEqual([
      'View request details',
      'View project report',
      'View data deliverables',
      'Delete project',
    ]);
    expect(item(items, 'View request details')?.getAttribute('href')).toBe(
      `/enterprise/${ACME}/projects/${R}/request-details/?type=pr`,
    );
    expect(item(items, 'View project report')?.getAttribute('href')).toBe(
      `/enterprise/${ACME}/projects/${R}/report/?type=pr`,
    );
    expect(item(items, 'Delete project')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('leaves the Delete entry out for a user who may not delete', async () => {
    const items = await openMenu(
      { projectId: null, projectRequestId: R, name: 'Travel Guides Translation', status: 10 },
      { canManage: false },
    );
    expect(names(items)).toEqual(['View request details', 'View project report', 'View data deliverables']);
  });

  it('keeps the button and the view entries while the project is in state transition, its cancel and delete entries disabled', async () => {
    const items = await openMenu(
      { projectId: P, projectRequestId: R, name: 'Smart Speaker Recordings', status: 600 },
      { inTransition: true },
    );
    expect(names(items)).toEqual([
      'View request details',
      'View project report',
      'View data deliverables',
      'Preview project',
      'Cancel project',
      'Delete project',
    ]);
    expect(item(items, 'Cancel project')?.getAttribute('aria-disabled')).toBe('true');
    expect(item(items, 'Delete project')?.getAttribute('aria-disabled')).toBe('true');
    expect(item(items, 'View project report')?.getAttribute('aria-disabled')).toBeNull();
  });
});
