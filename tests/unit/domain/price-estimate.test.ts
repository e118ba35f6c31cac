import { describe, expect, it } from '@rstest/core';
import {
  estimatedPrice,
  qualityQuantity,
  scriptedSpeechQuantity,
  translationQuantity,
  type Pricing,
} from '../../../src/domain/price-estimate';
import { ProjectSizeType } from '../../../src/domain/project-size';
import { ScriptedSpeechDetailsType } from '../../../src/domain/scripted-speech';

/** docs/demo-data.md: Translation 0.08 USD per word, Scripted Speech 95 USD per speech hour, QoE 0.60 USD per unit. */
const DEMO: Pricing = {
  currency: 'USD',
  prices: [
    { requestType: 1, unitPrice: 0.08 },
    { requestType: 2, unitPrice: 95 },
    { requestType: 3, unitPrice: 0.6 },
  ],
};
const price = (requestType: number, quantity: ReturnType<typeof translationQuantity>) =>
  typeof quantity === 'number' ? estimatedPrice(DEMO, requestType, quantity) : quantity;

describe('price estimates (docs/product-decisions.md "Price estimates")', () => {
  it.each([
    ['500', 40],
    ['12345', 987.6],
    ['999999999', 79_999_999.92],
    // a whole-number field rounds on blur: 1000.6 words count as 1001
    ['1000.6', 80.08],
  ])('Translation: %s words × 0.08 USD = %s USD', (words, expected) => {
    expect(price(1, translationQuantity(ProjectSizeType.Words, words))).toBe(expected);
  });

  it("Translation in sentences has no unit price: 'No estimate for sentences.'", () => {
    expect(translationQuantity(ProjectSizeType.Sentences, '500')).toBe('sentences');
  });

  it.each([[''], ['499'], ['abc'], [undefined]])(
    'Translation: no estimate for a size the form refuses (%s)',
    (size) => {
      expect(translationQuantity(ProjectSizeType.Words, size)).toBeUndefined();
    },
  );

  it.each([
    ['50', 4750],
    ['123', 11_685],
  ])('Scripted Speech hours based: %s hours × 95 USD = %s USD', (hours, expected) => {
    expect(price(2, scriptedSpeechQuantity(ScriptedSpeechDetailsType.HoursBased, { hours }))).toBe(expected);
  });

  it.each([
    // 20 prompts × 50 recordings × 6 s = 6000 s = 1 h 40 min; × 95 USD = 158.333… → 158.33
    ['20', '50', 10 / 6, 158.33],
    // 600 recordings × 6 s = exactly one hour
    ['60', '10', 1, 95],
    ['1', '1', 1 / 600, 0.16],
  ])(
    'Scripted Speech prompt based: %s prompts × %s recordings × 6 s = %s h',
    (prompts, recordingsPerPrompt, hours, expected) => {
      const quantity = scriptedSpeechQuantity(ScriptedSpeechDetailsType.PromptBased, { prompts, recordingsPerPrompt });
      expect(quantity).toBeCloseTo(hours, 10);
      expect(price(2, quantity)).toBe(expected);
    },
  );

  it('Scripted Speech: no estimate while an amount is refused', () => {
    expect(scriptedSpeechQuantity(ScriptedSpeechDetailsType.HoursBased, { hours: '49' })).toBeUndefined();
    expect(
      scriptedSpeechQuantity(ScriptedSpeechDetailsType.PromptBased, { prompts: '0', recordingsPerPrompt: '50' }),
    ).toBeUndefined();
    expect(
      scriptedSpeechQuantity(ScriptedSpeechDetailsType.PromptBased, { prompts: '20', recordingsPerPrompt: '' }),
    ).toBeUndefined();
  });

  it.each([
    ['500', 300],
    ['1234', 740.4],
  ])('Quality of Experience: %s input data units × 0.60 USD = %s USD', (size, expected) => {
    expect(price(3, qualityQuantity(size))).toBe(expected);
  });

  it('Quality of Experience: no estimate below 500 units', () => {
    expect(qualityQuantity('100')).toBeUndefined();
  });

  it('no estimate for a type the enterprise has no price for', () => {
    expect(estimatedPrice({ currency: 'EUR', prices: [] }, 1, 500)).toBeUndefined();
  });
});
