/**
 * The core journeys as a screen-reader user makes them, with Orca's own keys: Tab, H (next
 * heading), T (next table), Alt+Shift+arrows in a table, Enter and Space, Escape, Orca's 'where am
 * I' (the keypad's Enter) to hear where focus is. They run in order in one Firefox window: the first
 * is a first visit (the cookie banner), the second signs in, and the others start from an address
 * typed into the address bar, signed in. Each step asserts words Orca said, in order; the wording
 * around them varies.
 */
import { DEMO_PASSWORD } from '../../scripts/dev-api/demo-ids';
import { PAGE_LOAD_MS, type Journey } from './support/journey';

export interface JourneyDefinition {
  name: string;
  run(journey: Journey): Promise<void>;
}

export const journeys: JourneyDefinition[] = [
  {
    name: 'the cookie banner on a first visit',
    async run({ press }) {
      // The page was read on load (the runner waited for it); the banner is the page's last region.
      await press('Ctrl+End: to the end of the page', ['ctrl+End'], ['region Notifications']);
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
      await press('Enter: a failed sign-in', ['Return'], []);
      await press("Orca's where am I: focus stayed in the password field", ['KP_Enter'], ['Password password text']);
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
    },
  },
];
