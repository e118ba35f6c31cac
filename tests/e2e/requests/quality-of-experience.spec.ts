/**
 * The Quality of Experience request form (spec document 2 sections 3, 4, 5 and 8): the size and
 * contributors, the range of minimum unique contributors, stimuli and questions, submission.
 */
import type { Page } from '@playwright/test';
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
  postedBody,
  select,
  submissionFailureCase,
  tabTo,
  typeAndLeave,
} from '../support/requests';

test.describe.configure({ timeout: 90_000 });

const TITLE = 'Quality of Experience request';

test.describe('the Quality of Experience request', () => {
  test('has its six sections and sends a complete request', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
    await expect(page.locator('.request-section__trigger')).toHaveText([
      'Project Details',
      'Task design',
      'Language',
      'Description',
      'Default Parameters',
      'Notes',
    ]);
    await page.getByRole('textbox', { name: 'Project name' }).fill('Call quality, wave 2');
    await choose(page, 'Language', 'Portuguese (Portugal)');
    await typeAndLeave(page.getByRole('textbox', { name: 'Minimum unique contributors' }), '40');
    await page.getByRole('button', { name: 'Add stimulus' }).click();
    await page
      .getByRole('group', { name: 'Stimulus 2' })
      .getByRole('button', { name: /Input data type$/ })
      .click();
    await page.getByRole('option', { name: 'Image' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page
      .getByRole('group', { name: 'Question 2' })
      .getByRole('button', { name: /Question type$/ })
      .click();
    await page.getByRole('option', { name: 'Free text' }).click();

    const body = await postedBody(page, `/api/${ACME}/project-request/quality-of-experience/`, () =>
      page.getByRole('button', { name: 'Submit request' }).click(),
    );
    expect(body).toEqual({
      name: 'Call quality, wave 2',
      language: 'pt-pt',
      projectSize: 500,
      contributorsPerInputDataUnit: 15,
      minimumUniqueContributors: 40,
      stimuli: [{ inputDataType: 0, averageLength: 5 }, { inputDataType: 3 }],
      questions: [{ questionType: 1, scaleSize: 5 }, { questionType: 2 }],
    });
    await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
  });

  test('keeps minimum unique contributors between contributors per unit and size × contributors, updating the range on blur', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
    const size = page.getByRole('textbox', { name: 'Project size (input data units)' });
    const perUnit = page.getByRole('textbox', { name: 'Contributors per input data unit' });
    const unique = page.getByRole('textbox', { name: 'Minimum unique contributors' });
    await expect(size).toHaveValue('500');
    await expect(perUnit).toHaveValue('15');
    await expect(unique).toHaveValue('');
    await expect(page.getByText('From 15 to 7,500')).toBeVisible();
    await expect(page.getByText('5 contributors minimum')).toBeVisible();

    // The size rounds on blur and never goes below 500; contributors never below 5.
    await typeAndLeave(size, '1200.6');
    await expect(size).toHaveValue('1201');
    await typeAndLeave(size, '100');
    await expect(size).toHaveValue('500');
    await typeAndLeave(perUnit, '2');
    await expect(perUnit).toHaveValue('5');
    await expect(page.getByText('From 5 to 2,500')).toBeVisible();

    // The range follows on blur, not while typing.
    await perUnit.fill('20');
    await expect(page.getByText('From 5 to 2,500')).toBeVisible();
    await perUnit.press('Tab');
    await expect(page.getByText('From 20 to 10,000')).toBeVisible();

    // Out of range: clamped when the field itself is left.
    await typeAndLeave(unique, '50000');
    await expect(unique).toHaveValue('10000');
    await typeAndLeave(unique, '3');
    await expect(unique).toHaveValue('20');

    // A range change that leaves the value outside says so.
    await typeAndLeave(unique, '9000');
    await typeAndLeave(perUnit, '5');
    await expect(page.getByText('From 5 to 2,500')).toBeVisible();
    expect(await errorOf(unique)).toBe('Revise the number. It is out of range.');
    await expectNoAxeViolations(page);

    // Emptied, it is required.
    await typeAndLeave(unique, '');
    expect(await errorOf(unique)).toBe('Required field');
  });

  test('takes one or two stimuli; a new one is Audio of 5 seconds; Text and Image have no length; lengths are 0.1 to 300', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
    const stimuli = page.getByRole('group', { name: 'Stimuli' });
    await expect(stimuli.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove stimulus 1' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add stimulus' }).click();
    const second = page.getByRole('group', { name: 'Stimulus 2' });
    await expect(second.getByRole('button', { name: /Input data type$/ })).toContainText('Audio');
    // Focus moves to the new stimulus.
    await expect(second.getByRole('button', { name: /Input data type$/ })).toBeFocused();
    await expect(second.getByRole('textbox', { name: 'Average length (seconds)' })).toHaveValue('5');
    await expect(page.getByRole('button', { name: 'Add stimulus' })).toHaveCount(0);

    const length = page
      .getByRole('group', { name: 'Stimulus 1' })
      .getByRole('textbox', { name: 'Average length (seconds)' });
    await typeAndLeave(length, '0.04');
    await expect(length).toHaveValue('0.1');
    await typeAndLeave(length, '12.34');
    await expect(length).toHaveValue('12.3');
    await typeAndLeave(length, '301');
    await expect(length).toHaveValue('300');

    await second.getByRole('button', { name: /Input data type$/ }).click();
    await page.getByRole('option', { name: 'Text' }).click();
    await expect(second.getByRole('textbox')).toHaveCount(0);
    await second.getByRole('button', { name: /Input data type$/ }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    await expect(second.getByRole('textbox', { name: 'Average length (seconds)' })).toHaveValue('5');

    await page.getByRole('button', { name: 'Remove stimulus 1' }).click();
    await expect(stimuli.getByRole('group')).toHaveCount(1);
    await expect(
      page.getByRole('group', { name: 'Stimulus 1' }).getByRole('button', { name: /Input data type$/ }),
    ).toContainText('Video');
    await expect(page.getByRole('button', { name: 'Add stimulus' })).toBeFocused();
  });

  test('takes one to ten questions; a new one is a discrete scale of 5; scale sizes are 2 to 100', async ({ page }) => {
    await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
    const questions = page.getByRole('group', { name: 'Questions' });
    const add = page.getByRole('button', { name: 'Add question' });
    for (let count = 1; count < 10; count++) await add.click();
    await expect(questions.getByRole('group')).toHaveCount(10);
    await expect(add).toHaveCount(0);
    const tenth = page.getByRole('group', { name: 'Question 10' });
    await expect(tenth.getByRole('button', { name: /Question type$/ })).toContainText('Discrete scale');
    const scale = tenth.getByRole('textbox', { name: 'Scale size' });
    await expect(scale).toHaveValue('5');
    await typeAndLeave(scale, '1');
    await expect(scale).toHaveValue('2');
    await typeAndLeave(scale, '250');
    await expect(scale).toHaveValue('100');

    await tenth.getByRole('button', { name: /Question type$/ }).click();
    await page.getByRole('option', { name: 'Continuous scale' }).click();
    await expect(tenth.getByRole('textbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove question 10' }).click();
    await expect(questions.getByRole('group')).toHaveCount(9);
    await expect(add).toBeFocused();
    for (let count = 9; count > 1; count--)
      await page.getByRole('button', { name: `Remove question ${count}` }).click();
    await expect(questions.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove question 1' })).toHaveCount(0);
  });

  test('a submit with errors opens, scrolls to and focuses the first invalid field, and has no axe violations', async ({
    page,
  }) => {
    await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
    await page.getByRole('textbox', { name: 'Project name' }).fill('Video calls');
    // Language (in the third section) is the first invalid field: its section is closed and out of view.
    const languageTrigger = page.locator('[data-section="language"] .request-section__trigger');
    await languageTrigger.click();
    await expect(languageTrigger).toHaveAttribute('aria-expanded', 'false');
    await page.locator('[data-scroll-area]').evaluate((area) => area.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(languageTrigger).not.toBeInViewport();

    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(languageTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(select(page, 'Language')).toBeFocused();
    await expect(select(page, 'Language')).toBeInViewport();
    expect(await errorOf(select(page, 'Language'))).toBe('Required field');
    expect(await errorOf(page.getByRole('textbox', { name: 'Minimum unique contributors' }))).toBe('Required field');
    await expectNoAxeViolations(page);
  });
});

test('keyboard only: name, a second question added and typed, language, contributors, submitted', async ({ page }) => {
  await openAs(page, 'admin@acme.test', formPath('quality-of-experience'), TITLE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Project name' }), { limit: 20 });
  await page.keyboard.type('Call quality, keyboard');

  // Add question with Enter: focus moves to the new question's type, chosen from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Add question' }), { limit: 15 });
  await page.keyboard.press('Enter');
  const secondType = page.getByRole('group', { name: 'Question 2' }).getByRole('button', { name: /Question type$/ });
  await chooseByKeyboard(page, secondType, 'Free', 'Free text');

  await tabTo(page, select(page, 'Language'), { limit: 10 });
  await chooseByKeyboard(page, select(page, 'Language'), 'Portuguese (Portugal)', 'Portuguese (Portugal)');

  // Minimum unique contributors (from 15 to 7,500 with the defaults); Tab leaves the field.
  const unique = page.getByRole('textbox', { name: 'Minimum unique contributors' });
  await tabTo(page, unique, { limit: 10 });
  await page.keyboard.type('40');
  await page.keyboard.press('Tab');
  await expect(unique).toHaveValue('40');

  await tabTo(page, page.getByRole('button', { name: 'Submit request' }), { limit: 10 });
  const body = await postedBody(page, `/api/${ACME}/project-request/quality-of-experience/`, () =>
    page.keyboard.press('Enter'),
  );
  expect(body).toEqual({
    name: 'Call quality, keyboard',
    language: 'pt-pt',
    projectSize: 500,
    contributorsPerInputDataUnit: 15,
    minimumUniqueContributors: 40,
    stimuli: [{ inputDataType: 0, averageLength: 5 }],
    questions: [{ questionType: 1, scaleSize: 5 }, { questionType: 2 }],
  });
  await continueToDashboard(page);
});

const DELIVERY = isoDayFromToday(40);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stimulus = (page: Page, n: number) => page.getByRole('group', { name: `Stimulus ${n}` });
const question = (page: Page, n: number) => page.getByRole('group', { name: `Question ${n}` });

faultCases([
  languagesLoadCase('quality-of-experience', TITLE),
  submissionFailureCase('quality-of-experience', TITLE, {
    fill: async (page) => {
      await textbox(page, 'Project name').fill('Call quality, wave 2');
      await textbox(page, 'Desired delivery date').fill(DELIVERY);
      await textbox(page, 'Project size (input data units)').fill('800');
      await textbox(page, 'Contributors per input data unit').fill('20');
      await typeAndLeave(textbox(page, 'Minimum unique contributors'), '40');
      await choose(page, 'Language', 'Portuguese (Portugal)');
      // Stimulus 1: Video of 12.5 s; stimulus 2: Text. Question 1: a scale of 7; question 2: free text.
      await stimulus(page, 1)
        .getByRole('button', { name: /Input data type$/ })
        .click();
      await page.getByRole('option', { name: 'Video' }).click();
      await typeAndLeave(stimulus(page, 1).getByRole('textbox', { name: 'Average length (seconds)' }), '12.5');
      await page.getByRole('button', { name: 'Add stimulus' }).click();
      await stimulus(page, 2)
        .getByRole('button', { name: /Input data type$/ })
        .click();
      await page.getByRole('option', { name: 'Text' }).click();
      await typeAndLeave(question(page, 1).getByRole('textbox', { name: 'Scale size' }), '7');
      await page.getByRole('button', { name: 'Add question' }).click();
      await question(page, 2)
        .getByRole('button', { name: /Question type$/ })
        .click();
      await page.getByRole('option', { name: 'Free text' }).click();
      await textbox(page, 'Project description').fill('Second wave.');
      await textbox(page, 'Notes').fill('Headphones required.');
    },
    expectKept: async (page) => {
      await expect(textbox(page, 'Project name')).toHaveValue('Call quality, wave 2');
      await expect(textbox(page, 'Desired delivery date')).toHaveValue(DELIVERY);
      await expect(textbox(page, 'Project size (input data units)')).toHaveValue('800');
      await expect(textbox(page, 'Contributors per input data unit')).toHaveValue('20');
      await expect(textbox(page, 'Minimum unique contributors')).toHaveValue('40');
      await expect(select(page, 'Language')).toContainText('Portuguese (Portugal)');
      await expect(page.getByRole('group', { name: 'Stimuli' }).getByRole('group')).toHaveCount(2);
      await expect(stimulus(page, 1).getByRole('button', { name: /Input data type$/ })).toContainText('Video');
      await expect(stimulus(page, 1).getByRole('textbox', { name: 'Average length (seconds)' })).toHaveValue('12.5');
      await expect(stimulus(page, 2).getByRole('button', { name: /Input data type$/ })).toContainText('Text');
      await expect(stimulus(page, 2).getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Questions' }).getByRole('group')).toHaveCount(2);
      await expect(question(page, 1).getByRole('button', { name: /Question type$/ })).toContainText('Discrete scale');
      await expect(question(page, 1).getByRole('textbox', { name: 'Scale size' })).toHaveValue('7');
      await expect(question(page, 2).getByRole('button', { name: /Question type$/ })).toContainText('Free text');
      await expect(textbox(page, 'Project description')).toHaveValue('Second wave.');
      await expect(textbox(page, 'Notes')).toHaveValue('Headphones required.');
    },
    // The restored draft is what goes out once the faults are gone.
    after: async (page) => {
      const body = await postedBody(page, `/api/${ACME}/project-request/quality-of-experience/`, () =>
        page.getByRole('button', { name: 'Submit request' }).click(),
      );
      expect(body).toEqual({
        name: 'Call quality, wave 2',
        projectDescription: 'Second wave.',
        desiredDeliveryDate: DELIVERY,
        notes: 'Headphones required.',
        language: 'pt-pt',
        projectSize: 800,
        contributorsPerInputDataUnit: 20,
        minimumUniqueContributors: 40,
        stimuli: [{ inputDataType: 1, averageLength: 12.5 }, { inputDataType: 2 }],
        questions: [{ questionType: 1, scaleSize: 7 }, { questionType: 2 }],
      });
      await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
    },
  }),
]);
