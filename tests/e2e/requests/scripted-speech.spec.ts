/**
 * The Scripted Speech request form (spec document 2 sections 3, 4, 5 and 8): languages from the
 * server, the hours/prompt switching, the derived values, the defaults shown, notes, submission.
 */
import type { Page } from '@playwright/test';
import { expectAccessibleState } from '../support/accessibility-states';
import { faultCases } from '../support/fault-cases';
import { expectNoAxeViolations, test } from '../support/fixtures';
import {
  ACME,
  choose,
  chooseByKeyboard,
  continueToDashboard,
  errorOf,
  expect,
  formPath,
  isoDayFromToday,
  languagesLoadCase,
  openAs,
  pickRadio,
  postedBody,
  select,
  submissionFailureCase,
  tabTo,
  typeAndLeave,
  typesPath,
} from '../support/requests';

test.describe.configure({ timeout: 90_000 });

const TITLE = 'Scripted Speech request';

/** The value shown for a read-only entry (a dt/dd pair). */
const readOnly = (page: Page, label: string) =>
  page
    .locator('.read-only-value')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('the Scripted Speech request', () => {
  test('offers the languages of the server list and sends an hours-based request', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    await select(page, 'Language').click();
    // The server list (20 languages), not the translation sources (14): Hindi and Dutch are in it.
    await expect(page.getByRole('option')).toHaveCount(20);
    await expect(page.getByRole('option', { name: 'Hindi (India)' })).toBeVisible();
    await page.getByRole('option', { name: 'Dutch (Netherlands)' }).click();

    await page.getByRole('textbox', { name: 'Project name' }).fill('Car voice commands');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Quiet rooms only.');
    const hours = page.getByRole('textbox', { name: 'Number of speech hours' });
    await expect(hours).toHaveValue('50');
    await typeAndLeave(hours, '120');

    const body = await postedBody(page, `/api/${ACME}/project-request/scripted-speech/`, () =>
      page.getByRole('button', { name: 'Submit request' }).click(),
    );
    expect(body).toEqual({
      name: 'Car voice commands',
      notes: 'Quiet rooms only.',
      language: 'nl-nl',
      detailsType: 0,
      numberOfSpeechHours: 120,
    });
    await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('switches between hours-based and prompt-based with the spec defaults, and sends a prompt-based request', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    const hours = page.getByRole('textbox', { name: 'Number of speech hours' });
    const prompts = page.getByRole('textbox', { name: 'Number of prompts' });
    const recordings = page.getByRole('textbox', { name: 'Recordings per prompt' });
    await expect(page.getByRole('radio', { name: 'Hours based' })).toBeChecked();
    await typeAndLeave(hours, '80');

    await pickRadio(page, 'Prompt based');
    await expect(hours).toHaveCount(0);
    await expect(prompts).toHaveValue('20');
    await expect(recordings).toHaveValue('50');
    await typeAndLeave(prompts, '30');

    await pickRadio(page, 'Hours based');
    await expect(hours).toHaveValue('50');
    await expect(prompts).toHaveCount(0);

    await pickRadio(page, 'Prompt based');
    await expect(prompts).toHaveValue('20');
    await expect(recordings).toHaveValue('50');

    await choose(page, 'Language', 'English (United Kingdom)');
    await page.getByRole('textbox', { name: 'Project name' }).fill('Wake words');
    const body = await postedBody(page, '/project-request/scripted-speech/', () =>
      page.getByRole('button', { name: 'Submit request' }).click(),
    );
    expect(body).toEqual({
      name: 'Wake words',
      language: 'en-gb',
      detailsType: 1,
      numberOfPrompts: 20,
      numberOfRecordingsPerPrompt: 50,
    });
  });

  test('resets hours to 50 and prompts and recordings to 1 on blur when lower or empty', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    const hours = page.getByRole('textbox', { name: 'Number of speech hours' });
    await expect(page.getByText('50 hours minimum')).toBeVisible();
    await typeAndLeave(hours, '12');
    await expect(hours).toHaveValue('50');
    await typeAndLeave(hours, '');
    await expect(hours).toHaveValue('50');
    expect(await errorOf(hours)).toBe('');

    await pickRadio(page, 'Prompt based');
    const prompts = page.getByRole('textbox', { name: 'Number of prompts' });
    const recordings = page.getByRole('textbox', { name: 'Recordings per prompt' });
    await typeAndLeave(prompts, '0');
    await expect(prompts).toHaveValue('1');
    await typeAndLeave(recordings, '');
    await expect(recordings).toHaveValue('1');
  });

  test('derives minimum unique contributors, maximum recordings per contributor and total recordings', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    const unique = readOnly(page, 'Minimum unique contributors');
    const perContributor = readOnly(page, 'Estimated maximum recordings per contributor');
    const total = readOnly(page, 'Total recordings');

    // Hours-based: ceil(hours × 0.01 × 600); 57 hours are 342 (not 343, as floating point would say).
    await expect(perContributor).toHaveText('300');
    await typeAndLeave(page.getByRole('textbox', { name: 'Number of speech hours' }), '57');
    await expect(perContributor).toHaveText('342');
    await expect(unique).toHaveText('-');
    await expect(total).toHaveText('-');

    await pickRadio(page, 'Prompt based');
    await expect(unique).toHaveText('50');
    await expect(perContributor).toHaveText('20');
    await expect(total).toHaveText('1,000');
    await typeAndLeave(page.getByRole('textbox', { name: 'Number of prompts' }), '120');
    await typeAndLeave(page.getByRole('textbox', { name: 'Recordings per prompt' }), '7');
    await expect(unique).toHaveText('7');
    await expect(perContributor).toHaveText('120');
    await expect(total).toHaveText('840');
  });

  test('shows the default audio parameters and demographics', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    await expect(readOnly(page, 'Sample rate')).toHaveText('16 kHz');
    await expect(readOnly(page, 'Bit depth')).toHaveText('16 bit');
    await expect(readOnly(page, 'Leading silence')).toHaveText('300 ms');
    await expect(readOnly(page, 'Trailing silence')).toHaveText('300 ms');
    await expect(readOnly(page, 'Age groups')).toHaveText('18–30, 31–45, 46–60, 61+');
    await expect(readOnly(page, 'Gender')).toHaveText('Male 50%, female 50%, variance up to 10%');
  });

  test('has the five sections in order; a submit with errors opens, scrolls to and focuses the first invalid field; no axe violations', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('scripted-speech'), TITLE);
    await expect(page.locator('.request-section__trigger')).toHaveText([
      'Project Details',
      'Language',
      'Description',
      'Default Parameters',
      'Notes',
    ]);
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('x'.repeat(300));
    await expect(notes).toHaveValue('x'.repeat(256));

    // The first invalid field, the name, is in a closed section out of view (the form is scrolled to its end).
    const detailsTrigger = page.locator('[data-section="project-details"] .request-section__trigger');
    await detailsTrigger.click();
    await expect(detailsTrigger).toHaveAttribute('aria-expanded', 'false');
    await page
      .locator('[data-scroll-area]')
      .evaluate((area) => area.scrollTo({ top: area.scrollHeight, behavior: 'instant' }));
    await expect(detailsTrigger).not.toBeInViewport();

    await page.getByRole('button', { name: 'Submit request' }).click();
    const name = page.getByRole('textbox', { name: 'Project name' });
    await expect(detailsTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    expect(await errorOf(name)).toBe('Required field');
    expect(await errorOf(select(page, 'Language'))).toBe('Required field');
    await expectNoAxeViolations(page);
  });

  test('a failed languages load goes to the generic error page and keeps what was typed, without claiming a submission failed', async ({
    page,
    request,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('translation'), 'Translation request');
    // The languages fail (5xx is retried once, so every try fails).
    const fault = await request.post('/__test__/faults', {
      data: { method: 'GET', pathPattern: '^/api/languages/$', status: 503, delayMs: 1500, times: 5 },
    });
    expect(fault.ok()).toBe(true);
    await page.getByRole('link', { name: 'All project types' }).click();
    await page.getByRole('link', { name: 'Scripted Speech' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.getByRole('textbox', { name: 'Project name' }).fill('Kept while failing');
    // Spec document 2 section 8: the generic error page (/error/), not the enterprise's.
    await expect(page).toHaveURL((url) => url.pathname === '/error/', { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeVisible();

    expect((await request.delete('/__test__/faults')).ok()).toBe(true);
    await page.goto(formPath('scripted-speech'));
    await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Kept while failing');
    await expect(select(page, 'Language')).toBeEnabled();
    // Nothing was submitted: the form says what it kept, not that a submission did not go through.
    const banner = page.getByRole('main').getByRole('status');
    await expect(banner).toContainText('What you typed before the error is back in the form. Check it and continue.');
    await expect(banner).not.toContainText('Your last submission did not go through');
  });
});

test('keyboard only: the type chosen, name, language, prompt based by arrow keys, submitted', async ({ page }) => {
  await openAs(page, 'admin@acme.test', typesPath, 'Request a project');
  await expect(h1(page, 'Request a project')).toBeFocused();
  // The type is chosen by keyboard too: its card's title link.
  await tabTo(page, page.getByRole('link', { name: 'Scripted Speech' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Scripted Speech request')).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Project name' }), { limit: 20 });
  await page.keyboard.type('Wake words, keyboard');

  await tabTo(page, select(page, 'Language'), { limit: 10 });
  await chooseByKeyboard(page, select(page, 'Language'), 'Dutch', 'Dutch (Netherlands)');

  // Size by prompts: the radio group is one stop; an arrow key moves the choice.
  const hoursBased = page.getByRole('radio', { name: 'Hours based' });
  await tabTo(page, hoursBased, { limit: 10 });
  await expect(hoursBased).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Prompt based' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Number of prompts' })).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: 'Recordings per prompt' })).toHaveValue('50');

  await tabTo(page, page.getByRole('button', { name: 'Submit request' }), { limit: 15 });
  const body = await postedBody(page, `/api/${ACME}/project-request/scripted-speech/`, () =>
    page.keyboard.press('Enter'),
  );
  expect(body).toEqual({
    name: 'Wake words, keyboard',
    language: 'nl-nl',
    detailsType: 1,
    numberOfPrompts: 20,
    numberOfRecordingsPerPrompt: 50,
  });
  await continueToDashboard(page);
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const DELIVERY = isoDayFromToday(40);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

faultCases([
  languagesLoadCase('scripted-speech', TITLE),
  submissionFailureCase('scripted-speech', TITLE, {
    fill: async (page) => {
      await textbox(page, 'Project name').fill('Dialects');
      await textbox(page, 'Desired delivery date').fill(DELIVERY);
      await choose(page, 'Language', 'Spanish (Spain)');
      await textbox(page, 'Project description').fill('North and south.');
      await typeAndLeave(textbox(page, 'Number of speech hours'), '120');
      await textbox(page, 'Notes').fill('Quiet rooms only.');
    },
    // The error page right after the submit's pending button left: see expectAccessibleState.
    check: async (page, fault) => {
      if (fault === '500') await expectAccessibleState(page);
    },
    expectKept: async (page, fault) => {
      await expect(textbox(page, 'Project name')).toHaveValue('Dialects');
      await expect(textbox(page, 'Desired delivery date')).toHaveValue(DELIVERY);
      await expect(select(page, 'Language')).toContainText('Spanish (Spain)');
      await expect(textbox(page, 'Project description')).toHaveValue('North and south.');
      await expect(page.getByRole('radio', { name: 'Hours based' })).toBeChecked();
      await expect(textbox(page, 'Number of speech hours')).toHaveValue('120');
      await expect(textbox(page, 'Notes')).toHaveValue('Quiet rooms only.');
      if (fault === '500') await expectAccessibleState(page); // the kept draft and its notice
    },
    // Switching types on the restored form still follows the spec: hours-based again after
    // prompt-based means 50 hours, not the restored 120.
    after: async (page) => {
      await pickRadio(page, 'Prompt based');
      await pickRadio(page, 'Hours based');
      await expect(textbox(page, 'Number of speech hours')).toHaveValue('50');
    },
  }),
]);
