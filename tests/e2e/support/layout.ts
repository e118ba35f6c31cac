/**
 * Measuring what the browser laid out, for the browser tests of spec document 2 section 9's visual
 * rules (the screens' own `*.visual-rules.spec.ts` and tests/e2e/sweeps/visual-rules.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';

/** A colour variable of the theme as the browser computes it (rgb(…)). */
export const themeColour = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);

export const style = (locator: Locator, properties: readonly string[]) =>
  locator.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
    properties,
  );

export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}
