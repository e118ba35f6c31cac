/**
 * Motion (WCAG 2.3.3; decision 0060): everything of the portal that moves stops when the system asks
 * for reduced motion (`page.emulateMedia({ reducedMotion: 'reduce' })`): the filter drawer's slide,
 * the switches' knob, the disclosures' chevrons, the loader's spinner and the strength meter's bar;
 * the menus never move. Each is checked both ways, so a check that finds nothing to stop fails.
 * The request form's smooth scroll to a section is checked by
 * tests/e2e/requests/translation.spec.ts ('with reduced motion the menu jumps to the section at
 * once') and tests/unit/ui/smooth-scroll.test.tsx.
 *
 * Chrome DevTools' animation domain holds every animation at its start (playback rate 0), so what a
 * change starts is still there to be seen, however long it would have lasted.
 */
import type { Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { expect, holdRequests, signInThroughApi, test } from '../support/fixtures';

const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;

/** Freezes every animation and transition the page starts from now on, at its start. */
async function freezeAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** The CSS animations and transitions of the page (infinite ones too), each as 'class: name'. */
const moving = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target.matches(sel);
        })
        .map((animation) =>
          'animationName' in animation
            ? `animation ${(animation as CSSAnimation).animationName}`
            : `transition ${(animation as CSSTransition).transitionProperty}`,
        ),
    selector,
  );

const MOTIONS = ['no-preference', 'reduce'] as const;

async function openAs(page: Page, reducedMotion: (typeof MOTIONS)[number], path = '/'): Promise<void> {
  await page.emulateMedia({ reducedMotion });
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, 'admin@acme.test', path);
  await freezeAnimations(page);
}

for (const motion of MOTIONS) {
  const moves = motion === 'no-preference';
  const expectMoving = async (page: Page, selector: string) => {
    if (moves) await expect.poll(() => moving(page, selector)).not.toEqual([]);
    else expect(await moving(page, selector)).toEqual([]);
  };

  test.describe(`reduced motion: ${motion}`, () => {
    test(`the filter drawer ${moves ? 'slides in' : 'appears in place'}; the menus never move`, async ({ page }) => {
      await openAs(page, motion);
      await page.getByRole('button', { name: 'User menu: Ada Admin' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await moving(page, '.ui-menu-popover, .ui-menu, .ui-menu__item')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeAttached();
      await expectMoving(page, '.drawer');
    });

    test(`a switch's knob and a disclosure's chevron ${moves ? 'move' : 'change in place'}`, async ({ page }) => {
      await openAs(page, motion, `/enterprise/${ACME}/notifications/`);
      await page.getByText('Project notifications', { exact: true }).click();
      await expect(page.getByRole('switch', { name: 'Project notifications' })).toBeChecked();
      await expectMoving(page, '.switch__thumb, .switch__track');

      await page.goto(`/enterprise/${ACME}/projects/${VOICE.projectId}/request-details/?type=p`);
      await freezeAnimations(page);
      const trigger = page.locator('.disclosure__trigger').first();
      await trigger.click();
      await expectMoving(page, '.disclosure__chevron');

      await page.goto(`/enterprise/${ACME}/project-request/translation/`);
      await freezeAnimations(page);
      await page.getByRole('button', { name: 'Collapse all' }).click();
      await expectMoving(page, '.request-section__chevron');
    });

    test(`progress: the loader's spinner ${moves ? 'turns' : 'stands still'}, the strength bar ${moves ? 'grows' : 'changes in place'}`, async ({
      page,
    }) => {
      const release = await holdRequests(page, /\/projects-and-requests\/search\/$/);
      await openAs(page, motion);
      await expect(page.locator('.loader__spinner').first()).toBeVisible({ timeout: 15_000 });
      await expectMoving(page, '.loader__spinner');
      release();

      await page.goto(`/enterprise/${ACME}/profile/password/`);
      await freezeAnimations(page);
      await expect(page.locator('.meter__fill')).toBeAttached({ timeout: 15_000 });
      await page.getByLabel('New password', { exact: true }).fill('abcDEF1!x');
      await expectMoving(page, '.meter__fill');
    });
  });
}
