import type { Catalogue } from '../i18n/catalogue';

/**
 * What a prerendered page (decision 0049) carries besides its HTML, in a JSON data block
 * (`<script type="application/json">`: data, never run, so the Content-Security-Policy stays as it
 * is): where and with what it was rendered, so start-up hydrates it with the same.
 */
export interface PrerenderedPage {
  /** The path it was rendered for, with the locale segment if any (`/pt-pt/account/login`). */
  path: string;
  locale: string;
  /** The router base it was rendered with: the locale segment, or ''. */
  base: string;
  /** The catalogue's texts of the messages it rendered (the live catalogue replaces them after hydration). */
  messages: Catalogue;
  /** The year it was rendered in (the footer's copyright). */
  year: number;
}

export const PRERENDERED_DATA_ID = 'prerendered';

/** The data block's text: JSON in which no `<` can close the element. */
export const serializePrerendered = (page: PrerenderedPage): string => JSON.stringify(page).replace(/</g, '\\u003c');

/**
 * The page's prerendered data when the document holds a prerendered page for this very location
 * (path and base as rendered: `/PT-PT/account/login` renders other links than `/pt-pt/…`), else null.
 */
export function readPrerendered(doc: Document, pathname: string, base: string): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PrerenderedPage;
    const path = pathname.replace(/\/+$/, '') || '/';
    return page.path === path && page.base === base && typeof page.messages === 'object' ? page : null;
  } catch {
    return null;
  }
}

let renderedYear: number | null = null;

/** The year the page being hydrated was rendered in (set before hydration), else this year. */
export const yearRendered = (): number => renderedYear ?? new Date().getFullYear();

export function setYearRendered(year: number): void {
  renderedYear = year;
}

/**
 * What a person typed or the browser autofilled in a prerendered page before it hydrated is
 * kept. React hydrates with its state's values (''), so its state would not know theirs
 * and its next render would wipe them. Called once the app's root is hydrated (its first effect),
 * this notes each field whose value is not the one rendered and hands each to React in the next
 * task, or sooner, at the person's next key press or a field's blur, before React hears it: a blur
 * of a field React still holds empty would show 'required' under it and move what was about to be
 * clicked. A field may sit in a Suspense boundary React hydrates later: an event on
 * it makes React hydrate it at once (selective hydration), which a first event does. Then the field
 * is set to the rendered value and to the person's through the element's own setter, and gets the
 * event React listens to: React sees the change and calls the field's onChange. A field edited
 * again before the hand-over is left alone: React heard that edit, and the value noted is older.
 */
export function keepInputBeforeHydration(root: HTMLElement): void {
  // The signed-out pages have text fields only (no tick box or radio button to keep).
  const changed = new Map(
    [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field, field.value] as const),
  );
  // A field's input event drops it: the person's edit, or (as it stays) the hand-over's own.
  root.addEventListener('input', (event) => changed.delete(event.target as HTMLInputElement), true);
  const handOver = () =>
    // A field gone from the page meanwhile hears it alone: its events no longer reach React's root.
    changed.forEach((value, field) => {
      const input = () => field.dispatchEvent(new Event('input', { bubbles: true }));
      input();
      field.value = field.defaultValue;
      // The element's own setter (HTMLInputElement's or HTMLTextAreaElement's), which React does not track.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      input();
    });
  setTimeout(handOver);
  // Or sooner: a key, or a blur (a press elsewhere blurs the field before its click), on the document in
  // the capture phase, before React's listeners on the root. A field handed over is dropped by its own
  // input event, so a later run finds nothing to do.
  document.addEventListener('keydown', handOver, true);
  document.addEventListener('focusout', handOver, true);
}

/** The clicks held until hydration: what start-up calls once React listens, and once the page is hydrated. */
export interface HeldClicks {
  /** React listens from now on (hydrateRoot was called): it hydrates what is clicked at once. */
  listening(): void;
  /** Clicks again, in the next task, the buttons clicked before hydration. */
  release(): void;
}

/**
 * Clicks on the buttons of a prerendered page before React listens: until `hydrateRoot`
 * is called, a click on 'Accept all cookies' would do nothing and be lost. From start-up on, such a
 * click is held (and its default action, a native form submission, prevented); once the page is
 * hydrated, `release` clicks the same button again (hydration keeps the DOM nodes), after what was
 * typed before hydration has been handed to React. A link needs nothing: the browser follows it.
 */
export function holdClicksBeforeHydration(
  root: HTMLElement,
  /** Makes a click at once instead (true when it did): what must outlast a page left right after it. */
  atOnce: (button: HTMLButtonElement) => boolean = () => false,
): HeldClicks {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest?.('button');
    if (button && root.contains(button)) {
      event.preventDefault();
      if (!atOnce(button)) held.push(button);
    }
  };
  document.addEventListener('click', hold, true);
  return {
    listening: () => document.removeEventListener('click', hold, true),
    release: () => void setTimeout(() => held.forEach((button) => !button.disabled && button.click())),
  };
}

/**
 * Resolves once the browser has rendered the document as it stands (decision 0052): in the task
 * after the next frame, whose paint holds everything parsed so far. Chromium parses a page in
 * slices, paints between them, and runs the deferred scripts in the tasks right after the last
 * slice: start-up's evaluation (several hundred milliseconds on a slow CPU) would otherwise come
 * between the last slice (the cookie banner, at the end of the page) and its paint. A hidden tab
 * renders no frames: if none comes within 100 ms, it resolves without one.
 */
export const afterNextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
