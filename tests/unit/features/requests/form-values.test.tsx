import { afterEach, describe, expect, it } from '@rstest/core';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../../src/features/requests/drafts';
import {
  qualityBody,
  qualityDefaults,
  qualityFromDraft,
  requestAsDraft,
  scriptedSpeechBody,
  scriptedSpeechDefaults,
  scriptedSpeechFromDraft,
  translationBody,
  translationDefaults,
  translationFromDraft,
  validateQuality,
  validateScriptedSpeech,
  validateTranslation,
} from '../../../../src/features/requests/form-values';
import { errorFieldNames } from '../../../../src/features/requests/request-form';

const today = new Date(2026, 4, 14);
const messages = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors).map(([name, problem]) => [
      name,
      (problem as { message: { defaultMessage: string } }).message?.defaultMessage ?? problem,
    ]),
  );

describe('the Translation form values', () => {
  it('start with words, 500 of them, no category and one translation', () => {
    expect(translationDefaults()).toEqual({
      twoTranslations: false,
      contentCategory: 'none',
      projectSizeType: 0,
      projectSize: '500',
    });
  });

  it('require a source, a target and a name', () => {
    expect(messages(validateTranslation(translationDefaults(), today))).toEqual({
      sourceLanguage: 'Required field',
      targetLanguage: 'Required field',
      name: 'Required field',
    });
  });

  it('refuse a target outside the table of the source', () => {
    const errors = validateTranslation(
      { ...translationDefaults(), sourceLanguage: 'de-de', targetLanguage: 'fr-fr', name: 'x' },
      today,
    );
    expect(Object.keys(errors)).toEqual(['targetLanguage']);
  });

  it('check the size against the minimum of its type and the delivery date against its window', () => {
    const errors = validateTranslation(
      {
        ...translationDefaults(),
        sourceLanguage: 'en-us',
        targetLanguage: 'de-de',
        name: 'x',
        projectSizeType: 1,
        projectSize: '49',
        desiredDeliveryDate: '2026-05-14',
      },
      today,
    );
    expect(messages(errors)).toEqual({
      projectSize: '50 sentences minimum',
      desiredDeliveryDate: 'Desired delivery date has to be between {tomorrow} and {maxDate}',
    });
  });

  it('send numbers, leave out an empty description, date and an unspecified category, and trim the name', () => {
    expect(
      translationBody({
        ...translationDefaults(),
        sourceLanguage: 'en-us',
        targetLanguage: 'it-it',
        name: '  Manual  ',
        projectDescription: ' ',
        desiredDeliveryDate: '',
      }),
    ).toEqual({
      name: 'Manual',
      sourceLanguage: 'en-us',
      targetLanguage: 'it-it',
      twoTranslations: false,
      projectSizeType: 0,
      projectSize: 500,
    });
  });

  it('read a draft back, dropping what the rules no longer allow', () => {
    expect(
      translationFromDraft({
        sourceLanguage: 'fr-fr',
        targetLanguage: 'de-de',
        name: 'Guide',
        projectSizeType: 1,
        projectSize: '75',
        contentCategory: 8,
        twoTranslations: true,
      }),
    ).toEqual({
      sourceLanguage: 'fr-fr',
      targetLanguage: 'de-de',
      name: 'Guide',
      projectDescription: undefined,
      desiredDeliveryDate: undefined,
      projectSizeType: 1,
      projectSize: '75',
      contentCategory: 8,
      twoTranslations: true,
    });
    const tampered = translationFromDraft({
      sourceLanguage: 'xx-xx',
      targetLanguage: 'de-de',
      projectSizeType: 7,
      contentCategory: 99,
      twoTranslations: 'yes',
    });
    expect(tampered).toMatchObject({
      sourceLanguage: undefined,
      targetLanguage: undefined,
      projectSizeType: 0,
      projectSize: '500',
      contentCategory: 'none',
      twoTranslations: false,
    });
  });
});

describe('the Scripted Speech form values', () => {
  it('start hours-based with 50 hours', () => {
    expect(scriptedSpeechDefaults()).toEqual({
      detailsType: 0,
      numberOfSpeechHours: '50',
      numberOfPrompts: undefined,
      numberOfRecordingsPerPrompt: undefined,
    });
  });

  it('require a language and a name and check the amounts of the chosen type only', () => {
    expect(messages(validateScriptedSpeech({ ...scriptedSpeechDefaults(), numberOfSpeechHours: '10' }, today))).toEqual(
      {
        language: 'Required field',
        name: 'Required field',
        numberOfSpeechHours: '50 hours minimum',
      },
    );
    expect(
      Object.keys(
        validateScriptedSpeech(
          { detailsType: 1, language: 'en-us', name: 'x', numberOfPrompts: '', numberOfRecordingsPerPrompt: '3' },
          today,
        ),
      ),
    ).toEqual(['numberOfPrompts']);
    expect(
      validateScriptedSpeech(
        { ...scriptedSpeechDefaults(), language: 'en-us', name: 'x', notes: 'n'.repeat(257) },
        today,
      ),
    ).toHaveProperty('notes');
  });

  it('send only the amounts of the chosen type, and no empty notes', () => {
    expect(
      scriptedSpeechBody({
        detailsType: 1,
        language: 'de-de',
        name: 'x',
        numberOfSpeechHours: '70',
        numberOfPrompts: '20',
        numberOfRecordingsPerPrompt: '50',
        notes: '',
      }),
    ).toEqual({
      name: 'x',
      language: 'de-de',
      detailsType: 1,
      numberOfPrompts: 20,
      numberOfRecordingsPerPrompt: 50,
    });
  });

  it('read a draft back with the amounts of its type', () => {
    expect(scriptedSpeechFromDraft({ detailsType: 1, numberOfSpeechHours: '99', numberOfPrompts: '30' })).toMatchObject(
      {
        detailsType: 1,
        numberOfSpeechHours: undefined,
        numberOfPrompts: '30',
        numberOfRecordingsPerPrompt: '50',
      },
    );
  });
});

describe('the Quality of Experience form values', () => {
  it('start with 500 units, 15 contributors, the range 15 to 7,500, one Audio stimulus of 5 s and one discrete question of 5', () => {
    const values = qualityDefaults();
    expect(values).toMatchObject({
      projectSize: '500',
      contributorsPerInputDataUnit: '15',
      uniqueContributorsRange: { min: 15, max: 7500 },
    });
    expect(values.minimumUniqueContributors).toBeUndefined();
    expect(values.stimuli.map(({ inputDataType, averageLength }) => ({ inputDataType, averageLength }))).toEqual([
      { inputDataType: 0, averageLength: '5' },
    ]);
    expect(values.questions.map(({ questionType, scaleSize }) => ({ questionType, scaleSize }))).toEqual([
      { questionType: 1, scaleSize: '5' },
    ]);
  });

  it('require language, name and minimum unique contributors, and check the items', () => {
    const values = qualityDefaults();
    values.stimuli = [{ ...values.stimuli[0]!, averageLength: '400' }];
    const errors = validateQuality(values, today);
    expect(Object.keys(errors).sort()).toEqual(['language', 'minimumUniqueContributors', 'name', 'stimuli']);
    expect(errorFieldNames(errors).sort()).toEqual([
      'language',
      'minimumUniqueContributors',
      'name',
      'stimuli[0].averageLength',
    ]);
  });

  it('send whole numbers, lengths only for Audio and Video and scale sizes only for discrete scales', () => {
    const values = qualityDefaults();
    const body = qualityBody({
      ...values,
      name: 'x',
      language: 'en-us',
      minimumUniqueContributors: '20',
      stimuli: [
        { key: 'a', inputDataType: 3, averageLength: undefined },
        { key: 'b', inputDataType: 0, averageLength: '2.5' },
      ],
      questions: [{ key: 'c', questionType: 0, scaleSize: undefined }],
    });
    expect(body).toEqual({
      name: 'x',
      language: 'en-us',
      projectSize: 500,
      contributorsPerInputDataUnit: 15,
      minimumUniqueContributors: 20,
      stimuli: [{ inputDataType: 3 }, { inputDataType: 0, averageLength: 2.5 }],
      questions: [{ questionType: 0 }],
    });
  });

  it('store empty or blank notes as undefined, so no notes are sent, and send notes that have text', () => {
    const values = { ...qualityDefaults(), name: 'x', language: 'en-us', minimumUniqueContributors: '20' };
    for (const notes of ['', '   ', undefined]) {
      const body = qualityBody({ ...values, notes });
      expect(body.notes).toBeUndefined();
      expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('notes');
    }
    expect(qualityBody({ ...values, notes: 'Headphones required.' }).notes).toBe('Headphones required.');
  });

  it('read a draft back within the limits: at most 2 stimuli and 10 questions, the range recomputed', () => {
    const values = qualityFromDraft({
      projectSize: '1000',
      contributorsPerInputDataUnit: '20',
      uniqueContributorsRange: { min: 1, max: 1 },
      stimuli: [{ inputDataType: 2 }, { inputDataType: 1, averageLength: '9' }, { inputDataType: 0 }],
      questions: Array.from({ length: 12 }, () => ({ questionType: 2 })),
    });
    expect(values.uniqueContributorsRange).toEqual({ min: 20, max: 20000 });
    expect(values.stimuli.map(({ inputDataType, averageLength }) => [inputDataType, averageLength])).toEqual([
      [2, undefined],
      [1, '9'],
    ]);
    expect(values.questions).toHaveLength(10);
    expect(new Set(values.stimuli.map((s) => s.key)).size).toBe(2);
    expect(qualityFromDraft({ stimuli: 'nope' }).stimuli).toHaveLength(1);
  });
});

describe('request drafts in sessionStorage', () => {
  afterEach(() => sessionStorage.clear());

  it('are kept per user, enterprise and type, and cleared', () => {
    const key = draftKey('user-1', 'ent-1', 'translation');
    expect(key).toBe('dc.requestDraft.user-1.ent-1.translation');
    expect(draftKey('user-2', 'ent-1', 'translation')).not.toBe(key);
    writeDraft(key, { name: 'Kept' }, 'submission');
    expect(readDraft(key)).toEqual({ values: { name: 'Kept' }, reason: 'submission' });
    expect(readDraft(draftKey('user-1', 'ent-1', 'scripted-speech'))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('say whether a submission failed or the page failed before anything was submitted', () => {
    const key = draftKey('u', 'e', 'scripted-speech');
    writeDraft(key, { name: 'Typed' }, 'interrupted');
    expect(readDraft(key)).toEqual({ values: { name: 'Typed' }, reason: 'interrupted' });
    writeDraft(key, { name: 'Typed' }, 'submission');
    expect(readDraft(key)?.reason).toBe('submission');
    // A draft stored without a reason (before reasons were kept) was written by a submission.
    sessionStorage.setItem(key, JSON.stringify({ version: 1, values: { name: 'Old' } }));
    expect(readDraft(key)).toEqual({ values: { name: 'Old' }, reason: 'submission' });
  });

  it('ignore a corrupt or foreign entry', () => {
    const key = draftKey('u', 'e', 'quality-of-experience');
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ version: 2, values: {} }));
    expect(readDraft(key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ version: 1, values: [1, 2] }));
    expect(readDraft(key)).toBeNull();
  });
});

describe("'Request again': a submitted request as its form's values", () => {
  const request = (requestType: 1 | 2 | 3, parameters: Record<string, unknown>, languages: string[] = []) =>
    ({
      projectRequestId: '40000000-0000-4000-8000-000000000002',
      name: 'Checkout Flow Translation',
      status: 10,
      requestType,
      creationDate: '2026-01-10T10:00:00Z',
      projectDescription: 'Cart, payment and confirmation screens of the web shop.',
      desiredDeliveryDate: '2026-03-31',
      projectRequestLanguages: languages.map((languageCode) => ({ languageCode })),
      parameters,
    }) as Parameters<typeof requestAsDraft>[0];

  it("a translation: its parameters, the name suffixed ' (copy)' and no delivery date", () => {
    const draft = requestAsDraft(
      request(1, {
        SourceLanguage: 'en-us',
        TargetLanguage: 'de-de',
        TwoTranslations: true,
        ContentCategory: 3,
        ProjectSize: 12000,
        ProjectSizeType: 0,
      }),
    );
    expect(translationFromDraft(draft)).toEqual({
      name: 'Checkout Flow Translation (copy)',
      projectDescription: 'Cart, payment and confirmation screens of the web shop.',
      desiredDeliveryDate: undefined,
      sourceLanguage: 'en-us',
      targetLanguage: 'de-de',
      twoTranslations: true,
      contentCategory: 3,
      projectSizeType: 0,
      projectSize: '12000',
    });
  });

  it('a prompt-based scripted speech request: its language, prompts, recordings and notes', () => {
    const values = scriptedSpeechFromDraft(
      requestAsDraft(
        request(
          2,
          {
            ProjectScriptedSpeechDetailsType: 'PromptBased',
            NumberOfSpeechHours: null,
            NumberOfPrompts: 500,
            NumberOfRecordingsPerPrompt: 20,
            Notes: 'In a moving car.',
          },
          ['en-us'],
        ),
      ),
    );
    expect(values).toMatchObject({
      language: 'en-us',
      detailsType: 1,
      numberOfSpeechHours: undefined,
      numberOfPrompts: '500',
      numberOfRecordingsPerPrompt: '20',
      notes: 'In a moving car.',
      desiredDeliveryDate: undefined,
    });
  });

  it('a Quality of Experience request: its size, contributors, stimuli and questions', () => {
    const values = qualityFromDraft(
      requestAsDraft(
        request(
          3,
          {
            ProjectSize: 1000,
            ContributorsPerInputDataUnit: 15,
            MinimumUniqueContributors: 60,
            Stimulus: [
              { InputDataType: 0, AverageLength: 8 },
              { InputDataType: 2, AverageLength: null },
            ],
            Questions: [
              { QuestionType: 1, ScaleSize: 5 },
              { QuestionType: 2, ScaleSize: null },
            ],
            Notes: null,
          },
          ['en-us'],
        ),
      ),
    );
    expect(values).toMatchObject({
      language: 'en-us',
      projectSize: '1000',
      contributorsPerInputDataUnit: '15',
      minimumUniqueContributors: '60',
      uniqueContributorsRange: { min: 15, max: 15000 },
      notes: undefined,
    });
    expect(values.stimuli.map(({ inputDataType, averageLength }) => [inputDataType, averageLength])).toEqual([
      [0, '8'],
      [2, undefined],
    ]);
    expect(values.questions.map(({ questionType, scaleSize }) => [questionType, scaleSize])).toEqual([
      [1, '5'],
      [2, undefined],
    ]);
    expect(validateQuality({ ...values, name: 'x' }, today)).toEqual({});
  });
});
