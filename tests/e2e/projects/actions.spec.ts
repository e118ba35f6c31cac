/** Delete and cancel (spec document 2 sections 4, 5 and 8): confirmation modals, success and failure. */
import type { Page } from '@playwright/test';
import { projectId } from '../../../scripts/dev-api/demo-ids';
import { expectAccessibleState, accessibilityStates } from '../support/accessibility-states';
import { api, faultCases, h1, LIST, openList as openProjects, type FaultCase } from '../support/fault-cases';
import { expectToast, pathIs } from '../support/faults';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  ACME,
  CALL_QUALITY,
  CHECKOUT,
  VOICE,
  bodyRows,
  countLine,
  detailsPath,
  injectFault,
  openList,
  openSignedIn,
  openRowMenu,
  rowOf,
} from '../support/projects-pages';

const deleteModal = (page: Page) => page.getByRole('alertdialog', { name: 'Delete project' });
const cancelModal = (page: Page) => page.getByRole('alertdialog', { name: 'Cancel project' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('deleting a request only: the checkbox enables the action; the row leaves the list and the total lowers', async ({
  page,
}) => {
  // axe runs five times on the 25-row list (the modal, then two states in the light and the dark
  // theme): about 20 s on a quiet machine, past the default 30 s on a busy one.
  test.setTimeout(60_000);
  await openList(page);
  await expect(countLine(page)).toHaveText('63 projects');
  const menu = await openRowMenu(page, 'Call Quality Study');
  await menu.getByRole('menuitem', { name: 'Delete project' }).click();
  const modal = deleteModal(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('removes the project and all of its results for good');
  const confirm = modal.getByRole('button', { name: 'Delete project' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await modal.getByText('I have read the information above and choose to delete the project.').click();
  await expect(confirm).toBeEnabled();
  await expectAccessibleState(page);
  const sent = page.waitForRequest((r) => r.method() === 'DELETE');
  await confirm.click();
  expect(new URL((await sent).url()).pathname + new URL((await sent).url()).search).toBe(
    `/api/enterprises/${ACME}/projects-and-requests/${CALL_QUALITY.projectRequestId}/?type=pr`,
  );
  await expect(modal).toHaveCount(0);
  await expect(countLine(page)).toHaveText('62 projects');
  await expect(rowOf(page, 'Call Quality Study')).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(notifications(page)).toContainText('"Call Quality Study" was deleted.');
  // The confirmation's pending announcement may still be in react-aria's live log (see expectAccessibleState).
  await expectAccessibleState(page);
});

test('the delete modal closes without deleting on Cancel or Escape', async ({ page }) => {
  await openList(page);
  let deletes = 0;
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes += 1;
  });
  await (await openRowMenu(page, 'Call Quality Study')).getByRole('menuitem', { name: 'Delete project' }).click();
  await deleteModal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteModal(page)).toHaveCount(0);
  await (await openRowMenu(page, 'Call Quality Study')).getByRole('menuitem', { name: 'Delete project' }).click();
  // Open before Escape: a count of 0 is otherwise the state before the click.
  await expect(deleteModal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deleteModal(page)).toHaveCount(0);
  // No DELETE: a later request of the page is in, so an earlier DELETE would be too.
  await requestsReported(page);
  expect(deletes).toBe(0);
  await expect(countLine(page)).toHaveText('63 projects');
});

test('cancelling a project that could also be deleted: the info alert, then its cancel and delete entries are disabled (in state transition)', async ({
  page,
}) => {
  // Smart Speaker Recordings: Insufficient Data, a project and its request; both cancel and delete are offered.
  await openList(page, 'admin@acme.test', `/enterprise/${ACME}/?q=smart%20speaker`);
  let menu = await openRowMenu(page, 'Smart Speaker Recordings');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View request details',
    'View project report',
    'View data deliverables',
    'Preview project',
    'Cancel project',
    'Delete project',
  ]);
  await menu.getByRole('menuitem', { name: 'Cancel project' }).click();
  const modal = cancelModal(page);
  await expect(modal).toContainText('Cancelling the project permanently stops the project.');
  await expect(modal.getByRole('button', { name: 'Cancel project' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await modal.getByText('I acknowledge that I have read the above and choose to cancel the project.').click();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/cancel/'));
  await modal.getByRole('button', { name: 'Cancel project' }).click();
  expect(new URL((await sent).url()).pathname).toBe(`/api/${ACME}/progress/${projectId(13)}/cancel/`);
  await expect(notifications(page).getByRole('status')).toContainText(
    '"Smart Speaker Recordings" is being cancelled. Refresh the page',
  );
  menu = await openRowMenu(page, 'Smart Speaker Recordings');
  await expect(menu.getByRole('menuitem', { name: 'Cancel project' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Delete project' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('menuitem', { name: 'View project report' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  // The project's details, opened from the list in the same visit, say so too.
  await rowOf(page, 'Smart Speaker Recordings').getByRole('link').click();
  await expect(page.getByText('This project is being cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toBeDisabled();
});

test('in the details, the sidebar actions cancel; the project shows as being cancelled with its actions disabled', async ({
  page,
}) => {
  await openSignedIn(page, detailsPath(CHECKOUT.projectId, 'report'));
  const actions = page.getByRole('button', { name: /^Actions/ });
  await actions.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Cancel project']);
  await expectAccessibleState(page);
  await page.getByRole('menuitem', { name: 'Cancel project' }).click();
  await cancelModal(page)
    .getByText(/I acknowledge/)
    .click();
  await cancelModal(page).getByRole('button', { name: 'Cancel project' }).click();
  await expect(page.getByText('This project is being cancelled.')).toBeVisible();
  await expect(actions).toBeDisabled();
});

test('a failed cancel says so with contact support', async ({ page, request }) => {
  await openSignedIn(page, detailsPath(CHECKOUT.projectId, 'report'));
  await injectFault(request, { method: 'POST', pathPattern: '/cancel/$', status: 409 });
  await page.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel project' }).click();
  await cancelModal(page)
    .getByText(/I acknowledge/)
    .click();
  await cancelModal(page).getByRole('button', { name: 'Cancel project' }).click();
  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('We could not execute the action. Please try again.');
  await expect(alert.getByRole('link', { name: 'contact support' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${detailsPath(CHECKOUT.projectId, 'report').replace('?', '\\?')}$`));
  await expect(page.getByText('This project is being cancelled.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions/ })).toBeEnabled();
});

test('deleting from the details sidebar returns to the list, one project fewer', async ({ page }) => {
  await openList(page, 'admin@acme.test', `/enterprise/${ACME}/?sort=name&dir=asc`);
  await rowOf(page, 'Banking FAQ Quality Rating Phase 3').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banking FAQ Quality Rating Phase 3' })).toBeVisible();
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Delete project']);
  await page.getByRole('menuitem', { name: 'Delete project' }).click();
  await deleteModal(page)
    .getByText(/I have read/)
    .click();
  await deleteModal(page).getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/\\?sort=name&dir=asc$`));
  await expect(countLine(page)).toHaveText('62 projects');
  await expect(rowOf(page, 'Banking FAQ Quality Rating Phase 3')).toHaveCount(0);
});

test('a Viewer finds the sidebar actions disabled', async ({ page }) => {
  await openSignedIn(page, detailsPath(CALL_QUALITY.projectRequestId, 'request-details', 'pr'), 'viewer@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Call Quality Study' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toBeDisabled();
});

/** Spec document 2 section 8: "Delete or cancel project failure: ... alert ... with a contact-support link; no redirect". */
const ACTION_FAILED = 'We could not execute the action. Please try again.';
const ACTION_SPEC = `the alert '${ACTION_FAILED}' with a contact-support link; no redirect`;

/** The list's row menu or the details' sidebar menu, for `name`. */
async function openActions(page: Page, where: 'list' | 'details', name: string): Promise<void> {
  if (where === 'list') await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  else await page.getByRole('button', { name: /^Actions/ }).click();
}

/** Delete, from the list (a request only, "Call Quality Study") or from the details ("Voice Assistant Prompts"). */
const deleteProject = (where: 'list' | 'details'): FaultCase => {
  const name = where === 'list' ? 'Call Quality Study' : 'Voice Assistant Prompts';
  return {
    screen: where === 'list' ? 'Projects list (delete project)' : 'Project details (delete project)',
    call: 'DELETE enterprises/{id}/projects-and-requests/{item}/',
    api: api('DELETE', 'enterprises/[^/]+/projects-and-requests/[^/]+/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: ACTION_SPEC,
    open: async (page) => {
      if (where === 'list') await openProjects(page);
      else await page.goto(detailsPath(VOICE.projectId, 'request-details'));
      await expect(where === 'list' ? h1(page, 'Projects') : h1(page, name)).toBeVisible();
    },
    trigger: async (page) => {
      await openActions(page, where, name);
      await page.getByRole('menuitem', { name: 'Delete project' }).click();
      const modal = deleteModal(page);
      await modal.getByText('I have read the information above and choose to delete the project.').click();
      await modal.getByRole('button', { name: 'Delete project' }).click();
    },
    check: async (page) => {
      await expectToast(page, ACTION_FAILED, { contactSupport: true });
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      if (where === 'list') {
        await expect(page).toHaveURL(pathIs(LIST));
        await expect(countLine(page)).toHaveText('63 projects');
        await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/request-details\/\?type=pr$/);
        await expect(h1(page, name)).toBeVisible();
      }
    },
  };
};

/** Cancel "Checkout Flow Translation" (Running), from the list or from the details. */
const cancelProject = (where: 'list' | 'details'): FaultCase => {
  const name = 'Checkout Flow Translation';
  return {
    screen: where === 'list' ? 'Projects list (cancel project)' : 'Project details (cancel project)',
    call: 'POST {id}/progress/{project}/cancel/',
    api: api('POST', '[^/]+/progress/[^/]+/cancel/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: ACTION_SPEC,
    open: async (page) => {
      await page.goto(where === 'list' ? `${LIST}?q=checkout` : detailsPath(CHECKOUT.projectId, 'request-details'));
      await expect(where === 'list' ? page.getByRole('link', { name, exact: true }) : h1(page, name)).toBeVisible();
    },
    trigger: async (page) => {
      await openActions(page, where, name);
      await page.getByRole('menuitem', { name: 'Cancel project' }).click();
      const modal = cancelModal(page);
      await modal.getByText('I acknowledge that I have read the above and choose to cancel the project.').click();
      await modal.getByRole('button', { name: 'Cancel project' }).click();
    },
    check: async (page) => {
      await expectToast(page, ACTION_FAILED, { contactSupport: true });
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page).toHaveURL(where === 'list' ? /\/\?q=checkout$/ : /\/request-details\/\?type=pr$/);
      // Not in state transition: its actions stay available.
      await expect(page.getByText('This project is being cancelled.')).toHaveCount(0);
      await expect(
        page.getByRole(
          'button',
          where === 'list' ? { name: `Actions for ${name}`, exact: true } : { name: /^Actions/ },
        ),
      ).toBeEnabled();
    },
  };
};

faultCases([deleteProject('list'), deleteProject('details'), cancelProject('list'), cancelProject('details')]);

accessibilityStates(
  "a row's actions menu and the delete project modal",
  (page) => openSignedIn(page, `/enterprise/${ACME}/?q=voice`),
  [
    {
      name: 'row actions menu',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Actions for Voice Assistant Prompts', exact: true }).click();
        await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(5);
      },
    },
    {
      name: 'delete project modal',
      reach: async (page) => {
        await page.goto(`/enterprise/${ACME}/?q=call%20quality`);
        await page.getByRole('button', { name: 'Actions for Call Quality Study', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Delete project' }).click();
        await expect(page.getByRole('alertdialog', { name: 'Delete project' })).toBeVisible();
      },
    },
  ],
);
