/**
 * The price estimate of the request forms (docs/product-decisions.md "Price estimates") in the
 * browser, on the demo prices (docs/demo-data.md: Translation 0.08 USD per word, Scripted Speech 95 USD per
 * speech hour, Quality of Experience 0.60 USD per input data unit): keyboard only, 0 axe violations,
 * the locale's currency format, and a failed pricing call that hides it without blocking the form.
 */
import type { Page } from '@playwright/test';
import { api, faultCases, h1, openList } from '../support/fault-cases';
import { goInApp } from '../support/faults';
import { expectNoAxeViolations, test } from '../support/fixtures';
import { choose, expect, formPath, openAs, tabTo } from '../support/requests';

test.describe.configure({ timeout: 90_000 });

const NOTE = 'An estimate, not a quote: our team confirms the price.';
/** The polite live region holding the label and the figure. */
const estimate = (page: Page) => page.locator('[aria-live="polite"]', { hasText: /Estimated price|Preço estimado/ });

test('Translation: the estimate follows the words typed, none for sentences; keyboard only, no axe violations', async ({
  page,
}) => {
  await openAs(page, 'admin@acme.test', formPath('translation'), 'Translation request');
  await expect(estimate(page)).toHaveText('Estimated price $40.00'); // 500 words, the form's default
  await expect(page.getByText(NOTE)).toBeVisible();
  await expectNoAxeViolations(page);

  const size = page.getByRole('textbox', { name: 'Project size' });
  await tabTo(page, size, { limit: 40 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12345');
  await expect(estimate(page)).toHaveText('Estimated price $987.60');

  await tabTo(page, page.getByRole('radio', { name: 'Words' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Sentences' })).toBeChecked();
  await expect(estimate(page)).toHaveText('Estimated price No estimate for sentences.');
  await expectNoAxeViolations(page);
});

test('Scripted Speech: hours × 95 USD, prompt-based hours being prompts × recordings per prompt × 6 s', async ({
  page,
}) => {
  await openAs(page, 'admin@acme.test', formPath('scripted-speech'), 'Scripted Speech request');
  await expect(estimate(page)).toHaveText('Estimated price $4,750.00'); // 50 hours
  await tabTo(page, page.getByRole('radio', { name: 'Hours based' }), { limit: 40 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Prompt based' })).toBeChecked();
  // 20 prompts × 50 recordings × 6 s = 1 h 40 min → 158.33 USD
  await expect(estimate(page)).toHaveText('Estimated price $158.33');
  await expectNoAxeViolations(page);
});

test('Quality of Experience: input data units × 0.60 USD', async ({ page }) => {
  await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), 'Quality of Experience request');
  await expect(estimate(page)).toHaveText('Estimated price $300.00'); // 500 units
  const size = page.getByRole('textbox', { name: 'Project size' });
  await tabTo(page, size, { limit: 40 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1234');
  await expect(estimate(page)).toHaveText('Estimated price $740.40');
  await expectNoAxeViolations(page);
});

test('in Portuguese, the figure is in the locale’s currency format', async ({ page }) => {
  await openAs(page, 'admin@acme.test', formPath('translation'), 'Translation request');
  await page.goto(`/pt-pt${formPath('translation')}`);
  await expect(estimate(page)).toHaveText('Preço estimado 40,00 US$');
  await expect(page.getByText('Uma estimativa, não um orçamento: a nossa equipa confirma o preço.')).toBeVisible();
});

faultCases([
  {
    screen: 'Scripted Speech request (price estimate)',
    call: 'GET {id}/pricing/project/',
    api: api('GET', '[^/]+/pricing/project/'),
    attempts: 1, // not retried (src/features/requests/api.ts)
    user: 'admin@acme.test',
    spec: 'no estimate, and the form still submits',
    open: openList,
    // The form mounts anew each time (from the list its success leads back to), so the call is made again.
    trigger: (page) => goInApp(page, formPath('scripted-speech')),
    check: async (page, fault) => {
      await expect(h1(page, 'Scripted Speech request')).toBeVisible();
      await choose(page, 'Language', 'Dutch (Netherlands)');
      await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(`Wake words (${fault})`);
      await expect(estimate(page)).toHaveCount(0);
      await expect(page.getByText(NOTE)).toHaveCount(0);
      await page.getByRole('button', { name: 'Submit request' }).click();
      const submitted = page.getByRole('dialog', { name: 'Project Request is Submitted' });
      await expect(submitted).toBeVisible();
      await submitted.getByRole('button', { name: 'Continue to dashboard' }).click();
      await expect(h1(page, 'Projects')).toBeVisible();
    },
  },
]);
