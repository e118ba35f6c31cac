/**
 * The core journeys as a screen-reader user makes them, with Orca's own keys: Tab, T (next
 * table), Alt+Shift+arrows in a table, Enter and Space, Escape, Ctrl+End, Orca's 'where am I' (the
 * keypad's Enter) to hear where focus is. They run in order in one Firefox window, each going on
 * from where the last one left focus: a first visit (the cookie banner), the login page (which signs
 * in), the projects page, a row's menu, the command palette (to Team), Team's invite dialog, a new
 * API key's one-time secret, and the language switch. Each step asserts words Orca said, in
 * order; the wording around them varies. The seed data is the reference API's (docs/demo-data.md).
 */
import { DEMO_PASSWORD, ENTERPRISE_IDS } from '../../scripts/dev-api/demo-ids';
import { PAGE_LOAD_MS, type Journey } from './support/journey';

export interface JourneyDefinition {
  name: string;
  run(journey: Journey): Promise<void>;
}

export const journeys: JourneyDefinition[] = [
  {
    name: 'the cookie banner on a first visit',
    async run({ press }) {
      // The page has focused its heading; Orca read the page on load, or on a busy machine only said
      // 'Finished loading' (decision 0074).
      await press(
        "Orca's where am I: focus on the page's heading",
        ['KP_Enter'],
        // Orca says a heading's text ('Sign in.'; Firefox ESR 128 added 'clickable'); the button of the same
        // name would be 'Sign in push button'.
        [/Sign in(?! push button)/],
      );
      // The banner is the page's last region but one.
      // The page's last object: the Notifications region's empty status area ('statusbar'; 'region
      // Notifications' before it in Firefox ESR 128).
      await press('Ctrl+End: to the end of the page', ['ctrl+End'], [/region Notifications|statusbar/]);
      await press(
        'Shift+Tab back into the banner',
        ['shift+Tab'],
        ['region Cookie consent', 'Accept all cookies push button'],
      );
      await press('Enter accepts, and focus goes back to the heading', ['Return'], ['Sign in heading level 1']);
    },
  },
  {
    name: 'the login page',
    async run({ press, type }) {
      await press('Tab to the e-mail field', ['Tab'], ['Email entry required', 'Focus mode']);
      await type('admin@acme.test');
      await press('Tab to the password field', ['Tab'], ['Password password text']);
      await type('not-the-password');
      await press('Enter: the failed sign-in is spoken', ['Return'], ['Invalid login attempt.']);
      await press(
        "Orca's where am I: focus stayed in the password field",
        ['KP_Enter'],
        ['Password', 'black circle characters'],
      );
      await press('Ctrl+A selects the wrong password', ['ctrl+a'], []);
      await type(DEMO_PASSWORD);
      await press('Enter signs in: the projects page', ['Return'], ['Projects heading level 1'], PAGE_LOAD_MS);
    },
  },
  {
    name: 'the projects page',
    async run({ press }) {
      await press('T: the table with its size', ['t'], ['table with 64 rows 7 columns', 'Name push button']);
      await press(
        'Alt+Shift+Down: the first row',
        ['shift+alt+Down'],
        ['Museum Audio Recordings Phase 3 link', 'Row 2, column 1'],
      );
      await press(
        'Alt+Shift+Right: the next cell with its column header',
        ['shift+alt+Right'],
        ['Status', 'Not Approved', 'Row 2, column 2'],
      );
      await press('Alt+Shift+Left: back to the name', ['shift+alt+Left'], ['Name', 'Row 2, column 1']);
      await press('Alt+Shift+Up: the Name column header', ['shift+alt+Up'], ['Name push button', 'Row 1, column 1']);
      await press("Enter sorts: the list's sentence", ['Return'], ['Showing 25 of 63 projects.']);
      await press("Orca's where am I: the sort on the button", ['KP_Enter'], ['Name push button', 'Sorted ascending']);
      await press('Ctrl+End: the end of the page', ['ctrl+End'], [/region Notifications|statusbar/]);
      await press('Shift+Tab: the footer', ['shift+Tab'], ['Cookie Policy push button']);
      await press('Shift+Tab', ['shift+Tab'], ['Privacy Policy']);
      await press('Shift+Tab', ['shift+Tab'], ['Terms of Use']);
      await press('Shift+Tab: Load more', ['shift+Tab'], ['Load more push button']);
      await press("Space loads more: the list's sentence", ['space'], ['Showing 50 of 63 projects.']);
      await press(
        "Orca's where am I: focus on the first new row",
        ['KP_Enter'],
        ['link Legal Notices Translation Phase 3'],
      );
    },
  },
  {
    name: "a row's actions menu",
    async run({ press }) {
      await press('Shift+Tab: the row above', ['shift+Tab'], ['Actions for Legal Notices Quality Rating Phase 2']);
      await press('Shift+Tab', ['shift+Tab'], ['Languages']);
      await press('Shift+Tab', ['shift+Tab'], ['Legal Notices Quality Rating Phase 2 link']);
      await press(
        'Shift+Tab: the actions button of row 25',
        ['shift+Tab'],
        ['Actions for Legal Notices Quality Rating collapsed push button', 'opens menu'],
      );
      await press('Enter opens the menu', ['Return'], ['menu', 'View request details']);
      await press('Down: the next item', ['Down'], ['View project report']);
      await press(
        'Escape closes it: focus back on its button',
        ['Escape'],
        ['Actions for Legal Notices Quality Rating collapsed push button'],
      );
    },
  },
  {
    name: 'the command palette',
    async run({ press, typeAndHear }) {
      await press(
        'Ctrl+K opens it: its name, then its field',
        ['ctrl+k'],
        ['Search or jump to dialog', 'Search or jump to entry'],
      );
      // What Orca says of the results varies: 'Searching…' before or after them, then the list and its
      // section ('menu | Pages panel.'), the active result ('Team.'), or both; Enter shows which was active.
      await typeAndHear('typing: the results', 'Team', [/Pages panel|Team/]);
      await press('Enter: the Team page', ['Return'], ['Team heading level 1'], PAGE_LOAD_MS);
    },
  },
  {
    name: "Team's invite dialog",
    async run({ press }) {
      await press('Tab: the button', ['Tab'], ['Invite member push button']);
      await press(
        'Enter opens the dialog: its name, then its field',
        ['Return'],
        ['Invite a member dialog', 'Email entry required'],
      );
      await press('Tab: the role', ['Tab'], ['Role panel', 'Viewer', 'selected radio button']);
      await press(
        'Shift+Tab: the e-mail field, left empty, read with its error',
        ['shift+Tab'],
        ['Email entry required', 'invalid entry', 'Required field'],
      );
      await press('Escape closes it: focus back on its button', ['Escape'], ['Invite member push button']);
    },
  },
  {
    name: "a new API key's one-time secret",
    async run({ press, open, type }) {
      // A page load: the focused heading, or the page read from the top with the heading among its
      // lines ('Create access key | heading level 1 | Access key name | entry'), as in the language switch.
      await open('the Create access key page', `/enterprise/${ENTERPRISE_IDS.acme}/accesskey/create/`, [
        /Create access key( \| | )heading level 1/,
      ]);
      await press('Tab to the name', ['Tab'], ['Access key name entry required', 'Up to 55 characters']);
      await type('Orca key');
      await press(
        'Enter creates it: the dialog is read with its warning',
        ['Return'],
        ['Your access key is ready', 'This is the only time that the secret access keys can be viewed or copied'],
        PAGE_LOAD_MS,
      );
      await press('Tab: the key ID', ['Tab'], ['Access key ID read only entry']);
      await press('Tab', ['Tab'], ['Copy Access key ID push button']);
      await press('Tab: the secret', ['Tab'], ['Secret access key read only entry']);
      await press('Tab', ['Tab'], ['Copy Secret access key push button']);
      await press('Tab', ['Tab'], ['Close push button']);
      await press('Enter closes it: the keys page', ['Return'], ['API Access Keys heading level 1'], PAGE_LOAD_MS);
    },
  },
  {
    name: 'the language switch',
    async run({ press }) {
      await press('Shift+Tab: the user menu', ['shift+Tab'], ['User menu: Ada Admin']);
      await press('Enter opens it', ['Return'], ['Settings']);
      // Each item is said as Down reaches it: a link item too, now that its element keeps its click
      // handler (src/ui/keep-click-handler.ts, decision 0074).
      await press('Down: the next item', ['Down'], ['Change Password']);
      await press('Down', ['Down'], ['Log out']);
      await press('Down: the languages', ['Down'], ['Language panel', 'English selected radio menu item']);
      await press('Down: the other language', ['Down'], ['Português not selected radio menu item']);
      // A new page load: Orca says the focused heading, or reads the page from the top, the heading
      // among its lines ('Chaves de acesso à API | heading level 1 | Criar chave de acesso | link'): it
      // reads the page when it has taken the load in before the page focused its heading (record 0074).
      await press(
        'Enter: the page in Portuguese',
        ['Return'],
        [/Chaves de acesso à API( \| | )heading level 1/],
        PAGE_LOAD_MS,
      );
    },
  },
];
