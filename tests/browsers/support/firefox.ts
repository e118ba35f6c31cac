/**
 * Debian's Firefox ESR (/usr/bin/firefox-esr, FIREFOX_PATH to change it) driven over WebDriver BiDi
 * by puppeteer-core, which starts the browser itself and speaks BiDi to it directly (no geckodriver:
 * Debian does not package it, and the npm package downloads it). Headless. Each test gets a browser
 * context of its own (a BiDi user context: its own storage and cookies) and one page in it.
 *
 * Firefox reports console messages and uncaught errors over BiDi: they are kept here, beside what
 * the page harness records (support/page-harness.js).
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import type { Driver, Key, WireQuery } from './tab';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: 'Space',
  Backspace: 'Backspace',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Home: 'Home',
  End: 'End',
};

type Viewport = { width: number; height: number };

/**
 * Sets the viewport with WebDriver BiDi's `browsingContext.setViewport`, on the page's own browsing
 * context. Not puppeteer's `Page.setViewport`: it sends `emulation.setScreenOrientationOverride` with
 * it, a command that Debian's Firefox ESR 140.12 does not know ('unknown command'), and fails.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  const frame = page.mainFrame() as unknown as {
    browsingContext: { setViewport(options: { viewport: Viewport }): Promise<void> };
  };
  await frame.browsingContext.setViewport({ viewport });
}

/** A function body run with its arguments, as one expression (BiDi's script.evaluate, not the page's CSP). */
const expression = (body: string, args: unknown[]) => `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

export async function launchFirefox(viewport: Viewport, downloads: string): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Each page's viewport is set by setViewport (above), not by puppeteer; the window is as large.
    defaultViewport: null,
    args: [`--window-size=${viewport.width},${viewport.height}`],
    extraPrefsFirefox: {
      // A download (a deliverable) is saved without asking, in the stage's folder.
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // Nor does Firefox open its downloads panel: the panel takes the window's focus, and it stays
      // away from the pages of the later journeys (document.hasFocus() false, and React Aria's move
      // of focus into a list as it opens does not happen).
      'browser.download.alwaysOpenPanel': false,
    },
  });
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let problems: string[] = [];

  async function current(): Promise<Page> {
    if (page) return page;
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await setViewport(page, viewport);
    page.on('pageerror', (error) => problems.push(`page error (Firefox): ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error (Firefox): ${message.text()}`);
    });
    return page;
  }

  /** The one element the query names, or null (support/page-harness.js `one`). */
  async function element(query: WireQuery): Promise<ElementHandle<HTMLInputElement> | null> {
    const page = await current();
    const handle = await page.evaluateHandle(expression('return window.__browsers.one(arguments[0])', [query]));
    const found = handle.asElement();
    if (!found) await handle.dispose();
    return found as ElementHandle<HTMLInputElement> | null;
  }

  return {
    browser: 'firefox',
    async goto(url) {
      await (await current()).goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await (await current()).reload({ waitUntil: 'load' });
    },
    async url() {
      // The page's own address: puppeteer's Page.url() follows BiDi's navigation events, and misses
      // the app's history.pushState and replaceState in Firefox ESR 140.12 (it kept the first address).
      return (await current()).evaluate(() => location.href);
    },
    async evaluate<T>(body: string, args: unknown[]) {
      return (await (await current()).evaluate(expression(body, args))) as T;
    },
    async click(query) {
      const found = await element(query);
      if (!found) return false;
      await found.click();
      await found.dispose();
      return true;
    },
    async clickAt(query) {
      // puppeteer clicks at the element's centre with the mouse, on whatever is on top there.
      const found = await element(query);
      if (!found) return false;
      const box = await found.boundingBox();
      await found.dispose();
      if (!box) return false;
      await (await current()).mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return true;
    },
    async press(key, { shift = false } = {}) {
      const { keyboard } = await current();
      if (shift) await keyboard.down('Shift');
      await keyboard.press(KEYS[key]);
      if (shift) await keyboard.up('Shift');
    },
    async type(text) {
      await (await current()).keyboard.type(text);
    },
    async setFile(query, path) {
      const found = await element(query);
      if (!found) return false;
      await found.uploadFile(path);
      await found.dispose();
      return true;
    },
    async resize(width, height) {
      await setViewport(await current(), { width, height });
    },
    takeEngineProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async clear() {
      // A new user context: nothing of the last test's storage, cookies or pages is left.
      await context?.close();
      context = null;
      page = null;
      problems = [];
    },
    async close() {
      await browser.close();
    },
  };
}
