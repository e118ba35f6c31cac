/**
 * The runner of the screens' accessibility states: the states of a screen (a route, a dialog, a
 * menu, a drawer, a notice, an error) that its other tests do not already check with axe. Each
 * screen's spec declares its states and calls `accessibilityStates`: one test, which starts the
 * page (`start`: a sign-in, a flag), then reaches each state in turn and checks it with axe against
 * WCAG 2.2 AA in the light and the dark theme (the tags of `expectNoAxeViolations`, with the one
 * exclusion below).
 *
 * A state brings the page there and waits until it shows; finite animations are let finish; then
 * axe runs. Violations are collected per state and reported together at the end, each prefixed with
 * the state's name, so one run names every state that fails. A state that cannot be reached fails at
 * once, in a step named after the state.
 */
import type { Page } from '@playwright/test';
import { COLOR_SCHEMES, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// A test of states walks several lazy pages; on a busy 2-core machine one page has taken over 5 s.
export const expect = baseExpect.configure({ timeout: 15_000 });

export interface AccessibilityState {
  /** Names the page, dialog or menu in a failure. */
  name: string;
  /** Brings the page to the state and waits until it shows. */
  reach: (page: Page) => Promise<void>;
}

/**
 * Waits until no finite animation or transition runs (a menu fading in would be checked half
 * transparent); endless ones (a loader's spinner) do not count.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * The one exclusion, axe rule `role-img-alt`, a false positive of react-aria-components' Button:
 * when a focused Button enters or leaves its pending state (`isPending`: the submit of a request
 * form, the Delete of a confirmation modal) it announces its name through react-aria's
 * LiveAnnouncer as `<div role="img" aria-labelledby="{the button's id}">` inside the announcer's
 * visually hidden live log (`[data-live-announcer]`), and removes that node only 7 s later
 * (react-aria/private/live-announcer, adobe/react-spectrum#6435). When the button leaves the page
 * before then (the form replaced by the error page, the modal closed after its action), the node
 * labels itself by an id that no longer exists, and axe reports an image without alternative text.
 * It is no content: an announcement already spoken, in an off-screen log, gone within 7 s. Seen on
 * the enterprise error page after a failed submission and on the success alert after a deletion.
 */
const PENDING_ANNOUNCEMENT = '[data-live-announcer] [role="img"]';

/**
 * `expectNoAxeViolations` (support/fixtures.ts: the same WCAG 2.2 AA tags, the same report) in the
 * light and the dark theme, with the one exclusion above, once the page's finite animations are
 * over. The announcement node appears up to 100 ms after the button changes (react-aria delays its
 * first announcement), so it is excluded in every state rather than only when seen (a
 * check-then-exclude would race). Only those announcer nodes are excluded; page-level rules still
 * run on the whole document.
 */
export async function expectAccessibleState(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page, { exclude: [PENDING_ANNOUNCEMENT], colorSchemes: COLOR_SCHEMES });
}

/** Registers one test: `start`, then each state reached and checked in turn (see the top of this file). */
export function accessibilityStates(
  title: string,
  start: (page: Page) => Promise<void>,
  states: readonly AccessibilityState[],
): void {
  test(`accessibility: ${title}`, async ({ page }) => {
    test.setTimeout(120_000);
    const names = states.map((state) => state.name);
    expect(new Set(names).size, 'state names are unique').toBe(names.length);
    await start(page);
    const failures: string[] = [];
    for (const state of states) {
      await test.step(state.name, async () => {
        await state.reach(page);
        try {
          await expectAccessibleState(page);
        } catch (error) {
          failures.push(`${state.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures, 'axe violations, by state').toEqual([]);
  });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A state's `reach`: opens a route and waits for its page heading. */
export const visit =
  (path: string, heading: string): AccessibilityState['reach'] =>
  async (page) => {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
  };

/** Closes whatever menu, popover or dialog is open (Escape), so the next state starts from the page. */
export async function closeOverlays(page: Page): Promise<void> {
  const overlays = page.locator('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]');
  for (let i = 0; i < 3 && (await overlays.count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(overlays).toHaveCount(0);
}
