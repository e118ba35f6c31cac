/**
 * The accessibility sweep (issue 8): every route of both spec documents (document 1 section 2,
 * document 2 section 2), signed out and signed in, with the demo data (shared/DEMO-DATA.md,
 * scripts/dev-api/demo-ids.ts), and every dialog, menu, drawer, popover and notice the pages open,
 * each checked with axe against the WCAG 2.2 AA tags (the check of `expectNoAxeViolations`, with the
 * one exclusion below).
 *
 * Each test is a table of named states that share one sign-in. A state brings the page there and
 * waits until it shows; then axe runs. Violations are collected per state and reported together at
 * the end, each prefixed with the state's name, so one run names every page that fails. A state
 * that cannot be reached fails at once, in a step named after the state.
 *
 * Exclusions: one documented false positive of one react-aria component (see PENDING_ANNOUNCEMENT).
 *
 * Many of these states are also checked by the feature specs; the sweep keeps them all in one place.
 */
import type { Page } from '@playwright/test';
import { ACCESS_KEY_IDS, ENTERPRISE_IDS, NAMED_ITEMS } from '../../scripts/dev-api/demo-ids';
import { accessibilityStates, closeOverlays, expect, visit } from './support/accessibility-states';
import { signInThroughApi } from './support/fixtures';
import { choose, select } from './support/requests';

const ACME = ENTERPRISE_IDS.acme;
const GLOBEX = ENTERPRISE_IDS.globex;
const INITECH = ENTERPRISE_IDS.initech;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;

const GLITCH = "We've got a glitch...";

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const projectRows = (page: Page) =>
  page.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr');

/** Signs the user out, then starts signed in as `email` (through the API: the login page is swept signed out). */
async function signOutThenIn(page: Page, email: string): Promise<void> {
  await page.goto('/account/logoff');
  await expect(h1(page, 'Sign in')).toBeVisible();
  await signInThroughApi(page, email);
}

accessibilityStates(
  'signed in as the admin: the shell, its menus, the projects list, the filter drawer, the row menu and its modals',
  async (page) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible();
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
  },
  [
    {
      name: 'filter drawer',
      reach: async (p) => {
        await closeOverlays(p);
        await p.getByRole('button', { name: 'Filters' }).click();
        await expect(p.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' })).toBeDisabled();
      },
    },
    {
      name: 'filtered list with its chips',
      reach: async (p) => {
        await p.goto(`/enterprise/${ACME}/?ps=1000&lang=it-it`);
        await expect(p.getByRole('grid', { name: 'Active filters' }).getByRole('row')).toHaveCount(2);
        await expect(p.getByText(/^Found: \d+ projects?$/)).toBeVisible();
      },
    },
    {
      name: 'search by Project ID, not a GUID',
      reach: async (p) => {
        await p.goto(`/enterprise/${ACME}/?by=id&q=not-a-guid&ps=5000`);
        await expect(p.getByText('Invalid Project ID, wrong format')).toBeVisible();
        await expect(p.getByRole('searchbox', { name: 'Project ID' })).toHaveAttribute('aria-invalid', 'true');
      },
    },
    {
      name: "languages '+N' tooltip",
      reach: async (p) => {
        // One row (the list is checked whole above): Museum Audio Recordings Phase 3 has four languages.
        await visit(`/enterprise/${ACME}/?q=museum%20audio%20recordings%20phase%203`, 'Projects')(p);
        await expect(projectRows(p)).toHaveCount(1);
        const more = projectRows(p)
          .filter({ has: p.getByRole('link', { name: 'Museum Audio Recordings Phase 3', exact: true }) })
          .getByRole('img', { name: '2 more: pt-br, ja-jp' });
        await p.mouse.move(0, 0);
        await more.hover();
        await expect(p.getByRole('tooltip')).toHaveText('pt-br, ja-jp');
      },
    },
    {
      name: 'row actions menu (project and request)',
      reach: async (p) => {
        await p.mouse.move(0, 0);
        await p.goto(`/enterprise/${ACME}/?q=voice`);
        await p.getByRole('button', { name: 'Actions for Voice Assistant Prompts', exact: true }).click();
        await expect(p.getByRole('menu').getByRole('menuitem')).toHaveCount(5);
      },
    },
    {
      name: 'cancel project confirmation modal',
      reach: async (p) => {
        await p.goto(`/enterprise/${ACME}/?q=checkout`);
        await p.getByRole('button', { name: 'Actions for Checkout Flow Translation', exact: true }).click();
        await p.getByRole('menuitem', { name: 'Cancel project' }).click();
        await expect(p.getByRole('alertdialog', { name: 'Cancel project' })).toContainText(
          'Cancelling the project permanently stops the project.',
        );
      },
    },
    {
      name: 'delete project confirmation modal, confirmation ticked',
      reach: async (p) => {
        await p.goto(`/enterprise/${ACME}/?q=call%20quality`);
        await p.getByRole('button', { name: 'Actions for Call Quality Study', exact: true }).click();
        await p.getByRole('menuitem', { name: 'Delete project' }).click();
        const modal = p.getByRole('alertdialog', { name: 'Delete project' });
        await modal.getByText('I have read the information above and choose to delete the project.').click();
        await expect(modal.getByRole('button', { name: 'Delete project' })).toBeEnabled();
      },
    },
    {
      name: 'success alert after a deletion',
      reach: async (p) => {
        await p
          .getByRole('alertdialog', { name: 'Delete project' })
          .getByRole('button', { name: 'Delete project' })
          .click();
        await expect(notifications(p)).toContainText('"Call Quality Study" was deleted.');
      },
    },
    {
      name: 'projects list of Globex',
      reach: async (p) => {
        await visit(`/enterprise/${GLOBEX}/`, 'Projects')(p);
        await expect(projectRows(p)).toHaveCount(3);
      },
    },
    {
      name: "projects list of Initech: 'No projects yet'",
      reach: async (p) => {
        await visit(`/enterprise/${INITECH}/`, 'Projects')(p);
        await expect(p.getByText('No projects yet')).toBeVisible();
      },
    },
  ],
);

const details = (id: string, tab: string, type: 'p' | 'pr') => `/enterprise/${ACME}/projects/${id}/${tab}?type=${type}`;
accessibilityStates(
  'signed in as the admin: project details, their tabs, the sidebar menu, deliverables and the preview',
  async (page) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible();
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
  },
  [
    {
      name: 'project report with the reports dashboard (Voice Assistant Prompts)',
      reach: async (p) => {
        await visit(details(VOICE.projectId, 'report/', 'p'), 'Voice Assistant Prompts')(p);
        await expect(p.getByRole('tablist', { name: 'Reports' }).getByRole('tab')).toHaveCount(2);
        await expect(p.locator('.report-embed iframe')).toHaveCount(1);
      },
    },
    {
      name: 'sidebar actions menu',
      reach: async (p) => {
        await p.getByRole('button', { name: /^Actions/ }).click();
        await expect(p.getByRole('menu').getByRole('menuitem', { name: 'Delete project' })).toBeVisible();
      },
    },
    {
      name: 'request details of a project (Voice Assistant Prompts)',
      reach: async (p) => {
        await visit(details(VOICE.projectId, 'request-details/', 'p'), 'Voice Assistant Prompts')(p);
        await expect(p.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
      },
    },
    {
      name: 'data deliverables (Voice Assistant Prompts)',
      reach: async (p) => {
        await visit(details(VOICE.projectId, 'deliverables/', 'p'), 'Voice Assistant Prompts')(p);
        await expect(p.getByRole('table', { name: 'Data deliverables' }).locator('tbody tr')).toHaveCount(10);
      },
    },
    {
      name: 'data deliverables: the download notice',
      reach: async (p) => {
        const file = 'voice-assistant-prompts_en-us_complete.zip';
        const download = p.waitForEvent('download');
        await p.getByRole('button', { name: `Download ${file}` }).click();
        await download;
        await expect(p.getByText(`${file} will be downloaded soon. If it doesn't start automatically,`)).toBeVisible();
      },
    },
    {
      name: 'project report of a request only: being prepared (Call Quality Study)',
      reach: async (p) => {
        await visit(details(CALL_QUALITY.projectRequestId, 'report/', 'pr'), 'Call Quality Study')(p);
        await expect(p.getByText('Your project is being prepared…')).toBeVisible();
      },
    },
    {
      name: 'project details without a tab: a request only opens its request details (Call Quality Study)',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/projects/${CALL_QUALITY.projectRequestId}/?type=pr`, 'Call Quality Study')(p);
        await expect(p).toHaveURL(/\/request-details\/\?type=pr$/);
        await expect(p.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
      },
    },
    {
      name: 'data deliverables of a request only: the empty state',
      reach: async (p) => {
        await visit(details(CALL_QUALITY.projectRequestId, 'deliverables/', 'pr'), 'Call Quality Study')(p);
        await expect(p.getByText('Your data deliverables will be here')).toBeVisible();
      },
    },
    {
      name: 'project preview (the new-tab page)',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/projects/${VOICE.projectId}/preview`, 'Preview: Voice Assistant Prompts')(p);
        await expect(p.getByRole('table', { name: 'Job previews' }).locator('tbody tr')).toHaveCount(3);
      },
    },
  ],
);

const form = (type: string) => `/enterprise/${ACME}/project-request/${type}/`;
accessibilityStates(
  'signed in as the admin: project type selection, the three request forms, a select list, errors, a kept draft and the submitted modal',
  async (page) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible();
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
  },
  [
    { name: 'project type selection', reach: visit(`/enterprise/${ACME}/project-request/`, 'Request a project') },
    { name: 'translation request form', reach: visit(form('translation'), 'Translation request') },
    {
      name: 'translation request: the source language list open',
      reach: async (p) => {
        await select(p, 'Source language').click();
        await expect(p.getByRole('listbox')).toBeVisible();
      },
    },
    {
      name: 'translation request: submitted with errors',
      reach: async (p) => {
        await closeOverlays(p);
        await p.getByRole('button', { name: 'Submit request' }).click();
        await expect(p.getByText('Required field').first()).toBeVisible();
      },
    },
    {
      name: 'quality of experience request form',
      reach: visit(form('quality-of-experience'), 'Quality of Experience request'),
    },
    { name: 'scripted speech request form', reach: visit(form('scripted-speech'), 'Scripted Speech request') },
    {
      name: 'enterprise error page after a failed submission',
      reach: async (p) => {
        await choose(p, 'Language', 'Dutch (Netherlands)');
        await p.getByRole('textbox', { name: 'Project name' }).fill('Sweep request');
        const fault = await p.request.post('/__test__/faults', {
          data: { method: 'POST', pathPattern: '/project-request/scripted-speech/$', status: 500, times: 1 },
        });
        expect(fault.ok()).toBe(true);
        await p.getByRole('button', { name: 'Submit request' }).click();
        await expect(h1(p, GLITCH)).toBeVisible();
      },
    },
    {
      name: 'scripted speech request: the kept draft and its notice',
      reach: async (p) => {
        await visit(form('scripted-speech'), 'Scripted Speech request')(p);
        await expect(p.getByRole('button', { name: 'Start over with an empty form' })).toBeVisible();
        await expect(p.getByRole('textbox', { name: 'Project name' })).toHaveValue('Sweep request');
      },
    },
    {
      name: 'request submitted modal',
      reach: async (p) => {
        await p.getByRole('button', { name: 'Submit request' }).click();
        const modal = p.getByRole('dialog', { name: 'Project Request is Submitted' });
        await expect(modal.getByRole('button', { name: 'Continue to dashboard' })).toBeVisible();
      },
    },
  ],
);

const keys = `/enterprise/${ACME}/accesskey/`;
const password = `/enterprise/${ACME}/profile/password/`;
accessibilityStates(
  'signed in as the admin: access keys with their modals, change password with its alerts, and log off',
  async (page) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible();
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
  },
  [
    {
      name: 'access keys home',
      reach: async (p) => {
        await visit(`${keys}home/`, 'API Access Keys')(p);
        await expect(p.getByText('3 access key(s) found')).toBeVisible();
      },
    },
    {
      name: 'delete access key modal',
      reach: async (p) => {
        await p.getByRole('button', { name: 'Delete access key Staging' }).click();
        await expect(p.getByRole('alertdialog', { name: 'Delete access key' })).toBeVisible();
      },
    },
    {
      name: 'accesskey/ (the base path) opens the home list',
      reach: async (p) => {
        await visit(keys, 'API Access Keys')(p);
        await expect(p).toHaveURL(new RegExp(`${keys}home/$`));
      },
    },
    { name: 'create access key', reach: visit(`${keys}create/`, 'Create access key') },
    {
      name: 'create access key: a name with characters not allowed',
      reach: async (p) => {
        await p.getByRole('textbox', { name: 'Access key name' }).fill('deploy/key*');
        await p.getByRole('textbox', { name: 'Access key name' }).blur();
        await expect(
          p.getByText(
            'The name can only use letters, digits, spaces and these characters: . , : ; _ - + = @ # & ( ) [ ] ! ?',
          ),
        ).toBeVisible();
      },
    },
    {
      name: 'access key created modal (the id and the secret)',
      reach: async (p) => {
        await p.getByRole('textbox', { name: 'Access key name' }).fill('Sweep key');
        await p.getByRole('button', { name: 'Create access key' }).click();
        await expect(
          p
            .getByRole('dialog', { name: 'Your access key is ready' })
            .getByRole('textbox', { name: 'Secret access key' }),
        ).toBeVisible();
      },
    },
    {
      name: 'edit access key',
      reach: async (p) => {
        // The created-key modal is not dismissed by Escape: the user closes it once they have the secret.
        await p
          .getByRole('dialog', { name: 'Your access key is ready' })
          .getByRole('button', { name: 'Close' })
          .click();
        await expect(p.getByText('4 access key(s) found')).toBeVisible();
        await visit(`${keys}edit/?apiKeyID=${ACCESS_KEY_IDS.ciPipeline}`, 'Edit access key')(p);
        await expect(p.getByRole('textbox', { name: 'Access key name' })).toHaveValue('CI pipeline');
      },
    },
    { name: 'change password', reach: visit(password, 'Change Password') },
    {
      name: "change password: every field 'Required'",
      reach: async (p) => {
        await p.getByRole('button', { name: 'Change Password' }).click();
        await expect(p.getByLabel('Old password')).toHaveAccessibleDescription('Required');
      },
    },
    {
      name: 'change password: the error alert (wrong old password)',
      reach: async (p) => {
        await p.getByLabel('Old password').fill('Wrong#2026');
        await p.getByLabel('New password', { exact: true }).fill('Newpass#1');
        await p.getByLabel('Confirm new password').fill('Newpass#1');
        await p.getByRole('button', { name: 'Change Password' }).click();
        await expect(notifications(p).getByRole('alert')).toContainText(
          'Your password could not be changed: Incorrect password.',
        );
      },
    },
    {
      name: 'log off: back on login',
      reach: async (p) => {
        await p.goto('/account/logoff');
        await expect(h1(p, 'Sign in')).toBeVisible();
        await expect(p).toHaveURL(/\/account\/login$/);
      },
    },
  ],
);

const contactField = (p: Page, name: string) => p.getByRole('textbox', { name, exact: true });
accessibilityStates(
  "signed in as the admin: the Settings area's Profile, Team, Notifications and Billing, with their errors and alerts",
  async (page) => {
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible();
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
  },
  [
    {
      name: 'profile',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/profile/`, 'Profile')(p);
        await expect(p.getByRole('region', { name: 'Your account managers' }).getByRole('listitem')).toHaveCount(2);
      },
    },
    {
      name: 'profile: a picture refused',
      reach: async (p) => {
        const chooser = p.waitForEvent('filechooser');
        await p.getByRole('button', { name: 'Change picture' }).click();
        await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
        await expect(
          notifications(p)
            .getByRole('alert')
            .filter({ hasText: 'The picture must be a PNG or JPEG image of at most 2 MB.' }),
        ).toBeVisible();
      },
    },
    {
      name: 'team',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/team/`, 'Team')(p);
        await expect(p.getByText('30 members', { exact: true })).toBeVisible();
      },
    },
    {
      name: 'notifications',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/notifications/`, 'Notifications')(p);
        await expect(p.getByRole('switch', { name: 'API notifications' })).toBeChecked();
      },
    },
    {
      name: 'notifications: saved',
      reach: async (p) => {
        await p.getByText('Project notifications', { exact: true }).click();
        await p.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(notifications(p).getByRole('status')).toContainText('Your notification settings were saved.');
      },
    },
    {
      name: 'billing',
      reach: async (p) => {
        await visit(`/enterprise/${ACME}/billing/`, 'Billing')(p);
        await expect(contactField(p, 'Name')).toHaveValue('Accounts Payable');
      },
    },
    {
      name: "billing: every contact field's error",
      reach: async (p) => {
        await contactField(p, 'Name').fill('');
        await contactField(p, 'Email').fill('billing@acme');
        await contactField(p, 'Phone').fill('555-CALL');
        await p.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(contactField(p, 'Name')).toHaveAccessibleDescription('Required field');
        await expect(contactField(p, 'Email')).toHaveAccessibleDescription('Enter a valid email address.');
        await expect(contactField(p, 'Phone')).toHaveAccessibleDescription(/Use only digits, spaces and \+ - \( \)\.$/);
      },
    },
  ],
);

accessibilityStates(
  'other users: terms consent, no enterprise, the searchable switcher of 30 enterprises, a Viewer',
  async (page) => {
    await signInThroughApi(page, 'newcomer@acme.test');
  },
  [
    {
      name: 'projects list of a Viewer',
      reach: async (p) => {
        await closeOverlays(p);
        await signOutThenIn(p, 'viewer@acme.test');
        await expect(h1(p, 'Projects')).toBeVisible();
        await expect(projectRows(p)).toHaveCount(25);
        await expect(p.getByRole('button', { name: 'Public API' })).toHaveCount(0);
      },
    },
  ],
);
