/**
 * The Translation request form (spec document 2 sections 3, 4, 5 and 8) in the browser, against the
 * reference API: the keyboard-only request, every field-driven transition, the validation rules, the
 * sections, the submission and its failure.
 */
import type { Page } from '@playwright/test';
import { expectAccessibleState, accessibilityStates, visit } from '../support/accessibility-states';
import { faultCases } from '../support/fault-cases';
import { expectNoAxeViolations, test } from '../support/fixtures';
import {
  ACME,
  choose,
  errorOf,
  expect,
  formPath,
  isoDayFromToday,
  openAs,
  pickRadio,
  postedBody,
  select,
  submissionFailureCase,
  tabTo,
  typeAndLeave,
} from '../support/requests';
import { openSignedIn } from '../support/projects-pages';

test.describe.configure({ timeout: 90_000 });

const TITLE = 'Translation request';

test.describe('the Translation request', () => {
  test('is filled and submitted by keyboard alone; the success modal has its texts, no axe violations and leads to the dashboard', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();

    // Source language: open with the keyboard, type ahead, choose with Enter.
    await tabTo(page, select(page, 'Source language'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessibleState(page);
    await page.keyboard.type('English (United States)');
    await page.keyboard.press('Enter');
    await expect(select(page, 'Source language')).toContainText('English (United States)');
    // The list closes and gives focus back to its button before the next Tab (under load it takes a while).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(select(page, 'Source language')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(select(page, 'Target language')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Typed only once the list is open: typed into the closed select, the text would pick by type-ahead there.
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('German');
    await page.keyboard.press('Enter');
    await expect(select(page, 'Target language')).toContainText('German (Germany)');
    // The list closes and gives focus back to its button before the next Tab (under load it takes a while).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(select(page, 'Target language')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Two translations' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Two translations' })).toBeChecked();

    await tabTo(page, page.getByRole('textbox', { name: 'Project name' }));
    await page.keyboard.type('Checkout emails, German');

    await page.keyboard.press('Tab');
    await expect(select(page, 'Content category')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('E-commerce');
    await page.keyboard.press('Enter');
    await expect(select(page, 'Content category')).toContainText('E-commerce');
    // The list closes and gives focus back to its button before the next Tab (under load it takes a while).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(select(page, 'Content category')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Words' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Sentences' })).toBeChecked();

    await page.keyboard.press('Tab');
    const size = page.getByRole('textbox', { name: 'Project size' });
    await expect(size).toBeFocused();
    await expect(size).toHaveValue('50');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1200');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Desired delivery date' })).toBeFocused();
    const day = isoDayFromToday(30);
    await page.keyboard.type(day);

    await tabTo(page, page.getByRole('textbox', { name: 'Project description' }));
    await page.keyboard.type('Order confirmations and shipping notices.');

    await tabTo(page, page.getByRole('button', { name: 'Submit request' }));
    const body = await postedBody(page, `/api/${ACME}/project-request/translation/`, () =>
      page.keyboard.press('Enter'),
    );
    expect(body).toEqual({
      name: 'Checkout emails, German',
      projectDescription: 'Order confirmations and shipping notices.',
      desiredDeliveryDate: day,
      sourceLanguage: 'en-us',
      targetLanguage: 'de-de',
      twoTranslations: true,
      contentCategory: 3,
      projectSizeType: 1,
      projectSize: 1200,
    });

    const modal = page.getByRole('dialog', { name: 'Project Request is Submitted' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(
      'Thank you for your request, it is being processed. If your request does not appear on the dashboard, please refresh the page.',
    );
    await expect(modal).toContainText('Our team will be in touch within 2 business days.');
    await expectNoAxeViolations(page);

    await tabTo(page, modal.getByRole('button', { name: 'Continue to dashboard' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('shows all sections open at first; Collapse all and Expand all close and open every one', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const triggers = page.locator('.request-section__trigger');
    await expect(triggers).toHaveText(['Languages', 'Project Details', 'Description']);
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Request sections' }).getByRole('button')).toHaveText([
      'Languages',
      'Project Details',
      'Description',
    ]);

    await page.getByRole('button', { name: 'Collapse all' }).click();
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Project name' })).toBeHidden();

    await page.getByRole('button', { name: 'Expand all' }).click();
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Project name' })).toBeVisible();

    // One section on its own.
    await page.getByRole('button', { name: 'Project Details', exact: true }).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Project name' })).toBeHidden();
  });

  test('keeps the target disabled until a source is chosen; a source change clears the target and rebuilds its options', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    await expect(select(page, 'Target language')).toBeDisabled();

    await select(page, 'Source language').click();
    await expect(page.getByRole('option')).toHaveCount(14);
    await page.getByRole('option', { name: 'English (United States)' }).click();

    await select(page, 'Target language').click();
    await expect(page.getByRole('option')).toHaveText([
      'Arabic (United Arab Emirates)',
      'Chinese (China)',
      'French (France)',
      'German (Germany)',
      'Italian (Italy)',
      'Japanese (Japan)',
      'Korean (South Korea)',
      'Portuguese (Brazil)',
      'Russian (Russia)',
      'Spanish (Spain)',
    ]);
    await page.getByRole('option', { name: 'German (Germany)' }).click();
    await expect(select(page, 'Target language')).toContainText('German (Germany)');

    await choose(page, 'Source language', 'French (France)');
    await expect(select(page, 'Target language')).toContainText('Select a target language');
    // The cleared target shows no error: it was not changed by the user and left.
    expect(await errorOf(select(page, 'Target language'))).toBe('');
    await select(page, 'Target language').click();
    await expect(page.getByRole('option')).toHaveText(['English (United States)', 'German (Germany)']);
    await page.keyboard.press('Escape');
  });

  test('resets the size to the new type minimum on a size-type change, clamps it on blur and takes 9 digits at most', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const size = page.getByRole('textbox', { name: 'Project size' });
    await expect(size).toHaveValue('500');
    await expect(page.getByText('500 words minimum')).toBeVisible();

    await typeAndLeave(size, '120');
    await expect(size).toHaveValue('500');

    await size.fill('1234567890123');
    await expect(size).toHaveValue('123456789');
    await size.fill('');
    await size.press('Tab');
    await expect(size).toHaveValue('500');

    await pickRadio(page, 'Sentences');
    await expect(size).toHaveValue('50');
    await expect(page.getByText('50 sentences minimum')).toBeVisible();
    await typeAndLeave(size, '7');
    await expect(size).toHaveValue('50');
    await typeAndLeave(size, '75');
    await expect(size).toHaveValue('75');

    await pickRadio(page, 'Words');
    await expect(size).toHaveValue('500');
    expect(await errorOf(size)).toBe('');
  });

  test('a size-type change clears a size error that is showing and sets the size to the new type minimum', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const size = page.getByRole('textbox', { name: 'Project size' });
    await pickRadio(page, 'Sentences');
    await expect(size).toHaveValue('50');
    // After a submit attempt every field shows its error, the size's while it is typed.
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(select(page, 'Source language')).toBeFocused();
    await size.fill('20');
    await expect.poll(() => errorOf(size)).toBe('50 sentences minimum');
    await expect(size).toHaveAttribute('aria-invalid', 'true');

    await pickRadio(page, 'Words');
    await expect(size).toHaveValue('500');
    await expect(size).not.toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(size)).toBe('');
    await expect(page.getByText('500 words minimum')).toBeVisible();
  });

  test('shows errors only for fields changed and left, the name as soon as it is left empty', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const name = page.getByRole('textbox', { name: 'Project name' });
    const date = page.getByRole('textbox', { name: 'Desired delivery date' });

    // Passing through fields without changing them shows nothing, except the empty name.
    await select(page, 'Source language').focus();
    await page.keyboard.press('Tab');
    await name.focus();
    await page.keyboard.press('Tab');
    expect(await errorOf(name)).toBe('Required field');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(select(page, 'Source language'))).toBe('');

    // An error waits for the field to be left.
    await date.fill('tomorrow');
    expect(await errorOf(date)).toBe('');
    await date.press('Tab');
    const window = `Desired delivery date has to be between ${isoDayFromToday(1)} and 2049-12-31`;
    expect(await errorOf(date)).toBe(window);

    await typeAndLeave(name, 'Brochure');
    expect(await errorOf(name)).toBe('');
    await typeAndLeave(name, '');
    expect(await errorOf(name)).toBe('Required field');
  });

  test('applies the delivery-date window: tomorrow to 31 Dec 2049 as yyyy-MM-dd, and optional', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const date = page.getByRole('textbox', { name: 'Desired delivery date' });
    const message = `Desired delivery date has to be between ${isoDayFromToday(1)} and 2049-12-31`;
    for (const wrong of [isoDayFromToday(0), '2050-01-01', '2026-02-30', '01/06/2030']) {
      await typeAndLeave(date, wrong);
      expect(await errorOf(date), wrong).toBe(message);
    }
    for (const right of [isoDayFromToday(1), '2049-12-31', '']) {
      await typeAndLeave(date, right);
      expect(await errorOf(date), right).toBe('');
    }
  });

  test('limits the name to 80 and the description to 90 characters, and sends an empty description as nothing', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const name = page.getByRole('textbox', { name: 'Project name' });
    await name.fill('n'.repeat(100));
    await expect(name).toHaveValue('n'.repeat(80));
    const description = page.getByRole('textbox', { name: 'Project description' });
    await description.fill('d'.repeat(100));
    await expect(description).toHaveValue('d'.repeat(90));
    await description.fill('   ');

    await choose(page, 'Source language', 'Korean (South Korea)');
    await choose(page, 'Target language', 'Japanese (Japan)');
    const body = await postedBody(page, '/project-request/translation/', () =>
      page.getByRole('button', { name: 'Submit request' }).click(),
    );
    expect(body).toEqual({
      name: 'n'.repeat(80),
      sourceLanguage: 'ko-kr',
      targetLanguage: 'ja-jp',
      twoTranslations: false,
      projectSizeType: 0,
      projectSize: 500,
    });
    await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
  });

  test('a submit with errors opens, scrolls to and focuses the first invalid field, flags every error and has no axe violations', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    await choose(page, 'Source language', 'Spanish (Spain)');
    await choose(page, 'Target language', 'English (United States)');
    await page.getByRole('button', { name: 'Collapse all' }).click();

    await page.getByRole('button', { name: 'Submit request' }).click();
    // The first invalid field is the name, in the collapsed Project Details section.
    const name = page.getByRole('textbox', { name: 'Project name' });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.locator('[data-section="project-details"] .request-section__trigger')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await errorOf(name)).toBe('Required field');
    await expect(page.getByText('Required field')).toHaveCount(1);

    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.getByRole('textbox', { name: 'Desired delivery date' }).fill('2019-01-01');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText(/^Desired delivery date has to be between/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the left menu opens a section, moves focus to it and scrolls it to the top smoothly in 150 ms, on the page's clock", async ({
    page,
  }) => {
    // The page's clock is fake from the first load and paused before the click: the glide's frames
    // (requestAnimationFrame, performance.now) then come only as the test moves the clock, so its
    // positions are read at set times of the page, whatever the machine's load.
    await page.clock.install();
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    const area = page.locator('[data-scroll-area]');
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await page.getByRole('button', { name: 'Expand all' }).click();
    const scrollTop = () => area.evaluate((element) => element.scrollTop);
    const from = await scrollTop();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    await page
      .getByRole('navigation', { name: 'Request sections' })
      .getByRole('button', { name: 'Description', exact: true })
      .click();
    await page.clock.runFor(75);
    const halfway = await scrollTop();
    await page.clock.runFor(45); // 120 ms in: not there yet
    const before = await scrollTop();
    await page.clock.runFor(50); // 170 ms in: there, after the 150 ms and a frame
    const final = await scrollTop();
    await page.clock.runFor(500);
    expect(await scrollTop()).toBe(final);

    expect(final - from).toBeGreaterThan(100);
    // A glide, not a jump: part-way positions first, the target reached at 150 ms and not before.
    expect(halfway).toBeGreaterThan(from);
    expect(halfway).toBeLessThan(before);
    expect(before).toBeLessThan(final - 1);
    await expect(page.getByRole('button', { name: 'Description', exact: true }).nth(1)).toBeFocused();
    await expect(area.getByRole('textbox', { name: 'Project description' })).toBeInViewport();
  });

  test('with reduced motion the menu jumps to the section at once, and opens a collapsed one', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await page
      .getByRole('navigation', { name: 'Request sections' })
      .getByRole('button', { name: 'Project Details' })
      .click();
    const name = page.getByRole('textbox', { name: 'Project name' });
    await expect(name).toBeVisible();
    const top = await page.evaluate(() => {
      const area = document.querySelector<HTMLElement>('[data-scroll-area]')!;
      const section = document.querySelector<HTMLElement>('[data-section="project-details"]')!;
      return Math.round(section.getBoundingClientRect().top - area.getBoundingClientRect().top);
    });
    // Nothing above it to scroll past when the others are collapsed; the section is at the top of the view.
    expect(top).toBeLessThan(200);
    await expect(page.getByRole('button', { name: 'Project Details', exact: true }).nth(1)).toBeFocused();
  });

  test('a dropped connection also keeps the draft; Start over discards it', async ({ page, request }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), TITLE);
    await choose(page, 'Source language', 'Italian (Italy)');
    await choose(page, 'Target language', 'English (United States)');
    await page.getByRole('textbox', { name: 'Project name' }).fill('Menu');
    // The connection drops (Chromium retries a POST whose keep-alive connection drops, so every attempt fails).
    const fault = await request.post('/__test__/faults', {
      data: { method: 'POST', pathPattern: '/project-request/translation/$', networkError: true, times: 20 },
    });
    expect(fault.ok()).toBe(true);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page).toHaveURL(/\/error\/$/);
    await page.goto(formPath('translation'));
    await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Menu');
    await page.getByRole('button', { name: 'Start over with an empty form' }).click();
    await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
  });
});

test('speaks Portuguese under /pt-pt: texts from the catalogue, language names in Portuguese', async ({ page }) => {
  await openAs(page, 'admin@acme.test', `/pt-pt${formPath('translation')}`, 'Pedido de Tradução');
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toBeVisible();
  await select(page, 'Idioma de origem').click();
  await expect(page.getByRole('option', { name: 'inglês (Estados Unidos)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  expect(await errorOf(select(page, 'Idioma de origem'))).toBe('Campo obrigatório');
});

const DELIVERY = isoDayFromToday(40);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

faultCases([
  submissionFailureCase('translation', TITLE, {
    fill: async (page) => {
      await choose(page, 'Source language', 'Chinese (Taiwan)');
      await choose(page, 'Target language', 'Korean (South Korea)');
      await page
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: 'Two translations' }) })
        .click();
      await textbox(page, 'Project name').fill('Subtitles, season 2');
      await choose(page, 'Content category', 'Cinema/Film/TV/Drama');
      await pickRadio(page, 'Sentences');
      await textbox(page, 'Project size').fill('640');
      await textbox(page, 'Desired delivery date').fill(DELIVERY);
      await textbox(page, 'Project description').fill('Drama series.');
    },
    expectKept: async (page) => {
      await expect(select(page, 'Source language')).toContainText('Chinese (Taiwan)');
      await expect(select(page, 'Target language')).toContainText('Korean (South Korea)');
      await expect(page.getByRole('checkbox', { name: 'Two translations' })).toBeChecked();
      await expect(textbox(page, 'Project name')).toHaveValue('Subtitles, season 2');
      await expect(select(page, 'Content category')).toContainText('Cinema/Film/TV/Drama');
      await expect(page.getByRole('radio', { name: 'Sentences' })).toBeChecked();
      await expect(textbox(page, 'Project size')).toHaveValue('640');
      await expect(textbox(page, 'Desired delivery date')).toHaveValue(DELIVERY);
      await expect(textbox(page, 'Project description')).toHaveValue('Drama series.');
    },
    // This time it goes through: the form resets and the draft is gone.
    after: async (page) => {
      await page.getByRole('button', { name: 'Submit request' }).click();
      const modal = page.getByRole('dialog', { name: 'Project Request is Submitted' });
      await expect(modal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(textbox(page, 'Project name')).toHaveValue('');
      await expect(select(page, 'Source language')).toContainText('Select a source language');
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(textbox(page, 'Project name')).toHaveValue('');
    },
  }),
]);

accessibilityStates('the Translation request with its errors', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'translation request, submitted with errors, a list open',
    reach: async (page) => {
      await visit(`/enterprise/${ACME}/project-request/translation/`, 'Translation request')(page);
      await page.getByRole('button', { name: 'Submit request' }).click();
      await expect(page.getByText('Required field').first()).toBeVisible();
      await select(page, 'Source language').click();
      await expect(page.getByRole('listbox')).toBeVisible();
    },
  },
]);
