/**
 * docs/product-decisions.md "Price estimates": a request form's estimate from the enterprise's unit price per
 * request type (`{enterpriseId}/pricing/project/`) and the form's size fields.
 * - Translation: words × the price per word; sentences have no unit price (no estimate).
 * - Scripted Speech: hours × the price per speech hour; prompt-based hours are prompts × recordings
 *   per prompt × 6 s.
 * - Quality of Experience: input data units × the unit price.
 * A size the form would refuse (empty, below its minimum, out of range) gives no estimate yet; a
 * valid one counts as its field's blur leaves it (whole numbers rounded).
 */
import { ProjectSizeType, projectSizeRule, validateProjectSize } from './project-size';
import { qoeSizeRule, validateQoeSize } from './quality-of-experience';
import { normalizeNumberInput, type NumberRule } from './request-limits';
import {
  SECONDS_PER_PROMPT,
  ScriptedSpeechDetailsType,
  promptsRule,
  recordingsPerPromptRule,
  speechHoursRule,
  validatePrompts,
  validateRecordingsPerPrompt,
  validateSpeechHours,
} from './scripted-speech';
import type { FieldProblem } from './validation';

/** The pricing answer's fields the estimate reads (schema ProjectPricing). */
export interface Pricing {
  currency: string;
  prices: readonly { requestType: number; unitPrice: number }[];
}

/** What the size fields amount to in the type's unit; 'sentences' (no unit price); undefined (no valid size yet). */
export type Quantity = number | 'sentences' | undefined;

const SECONDS_PER_HOUR = 3600;

/** The number a valid size input holds once its blur has rounded it, or undefined. */
function held(text: string | undefined, rule: NumberRule, problem: FieldProblem | undefined): number | undefined {
  return problem ? undefined : Number(normalizeNumberInput(text, rule));
}

export function translationQuantity(sizeType: ProjectSizeType, size: string | undefined): Quantity {
  if (sizeType === ProjectSizeType.Sentences) return 'sentences';
  return held(size, projectSizeRule(sizeType), validateProjectSize(size, sizeType));
}

/** Speech hours: the hours, or prompts × recordings per prompt × 6 s in hours. */
export function scriptedSpeechQuantity(
  detailsType: ScriptedSpeechDetailsType,
  amounts: { hours?: string; prompts?: string; recordingsPerPrompt?: string },
): Quantity {
  if (detailsType === ScriptedSpeechDetailsType.HoursBased)
    return held(amounts.hours, speechHoursRule, validateSpeechHours(amounts.hours));
  const prompts = held(amounts.prompts, promptsRule, validatePrompts(amounts.prompts));
  const recordings = held(
    amounts.recordingsPerPrompt,
    recordingsPerPromptRule,
    validateRecordingsPerPrompt(amounts.recordingsPerPrompt),
  );
  if (prompts === undefined || recordings === undefined) return undefined;
  return (prompts * recordings * SECONDS_PER_PROMPT) / SECONDS_PER_HOUR;
}

export function qualityQuantity(size: string | undefined): Quantity {
  return held(size, qoeSizeRule, validateQoeSize(size));
}

/**
 * The estimate in the pricing's currency, to the cent (the locale's currency format rounds further
 * where the currency has no cents), or undefined when the enterprise has no price for the type.
 */
export function estimatedPrice(pricing: Pricing, requestType: number, quantity: number): number | undefined {
  const price = pricing.prices.find((p) => p.requestType === requestType);
  return price ? Math.round(quantity * price.unitPrice * 100) / 100 : undefined;
}
