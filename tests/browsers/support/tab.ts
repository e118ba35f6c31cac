/**
 * One browser tab of the cross-browser journeys, the same for every browser: the journeys
 * (tests/browsers/journeys.ts) find elements as a user names them and wait for what they expect, and
 * a driver (support/firefox.ts over WebDriver BiDi, support/webkit.ts over WebDriver classic) does
 * the few things only the browser can: load a page, run a script in it, click, type, press a key,
 * choose a file, size the window.
 *
 * Elements are found in the page by support/page-harness.js (Testing Library's queries), so a query
 * means the same in every browser. Every check waits for its condition, up to `timeout`, and says
 * what it last saw when the condition never came.
 */

export type Pattern = string | RegExp;

/** An element named as a user names it (see `all` in support/page-harness.js). */
export interface Query {
  role?: string;
  /** The accessible name: a string matches it whole, a RegExp a part. */
  name?: Pattern;
  level?: number;
  label?: Pattern;
  text?: Pattern;
  css?: string;
  /** A CSS selector the element matches too. */
  matching?: string;
  within?: Query;
  has?: Query;
  nth?: number;
  hidden?: boolean;
}

export type Key =
  | 'Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'Backspace'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End';

/** What a journey reads of an element (`describe` in support/page-harness.js). */
export interface Described {
  text: string;
  value: string | null;
  focused: boolean;
  focusWithin: boolean;
  checked: boolean;
  disabled: boolean;
  attributes: Record<string, string | null>;
}

/** The protocol side: one browser's tab. */
export interface Driver {
  readonly browser: 'firefox' | 'webkit';
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs a function body (it reads its arguments as `arguments[i]`) in the page; returns its JSON value. */
  evaluate<T>(body: string, args: unknown[]): Promise<T>;
  /** Clicks, as a pointer does, the one element the query names; false when it names none or several. */
  click(query: WireQuery): Promise<boolean>;
  /**
   * Presses the pointer at the centre of the one element the query names, on whatever is on top
   * there (a click on a table cell that a row's link covers); false when it names none or several.
   */
  clickAt(query: WireQuery): Promise<boolean>;
  press(key: Key, modifiers?: { shift?: boolean }): Promise<void>;
  /** Types text as keystrokes into the focused element. */
  type(text: string): Promise<void>;
  /** Gives a file input the file at `path`, as the file chooser does. */
  setFile(query: WireQuery, path: string): Promise<boolean>;
  /** Makes the viewport `width` × `height` CSS px. */
  resize(width: number, height: number): Promise<void>;
  /** Console errors and page errors the browser itself reported since the last call (none where it reports none). */
  takeEngineProblems(): string[];
  /** Forgets everything of the last test: storage, cookies, the page. */
  clear(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** A Query as it crosses a protocol: each RegExp as its source and flags. */
export type WireQuery = Record<string, unknown>;

export function toWire(query: Query): WireQuery {
  const wire: WireQuery = {};
  for (const [key, value] of Object.entries(query)) {
    if (value instanceof RegExp) wire[key] = { source: value.source, flags: value.flags };
    else if (key === 'within' || key === 'has') wire[key] = toWire(value as Query);
    else wire[key] = value;
  }
  return wire;
}

/** A query as a failure names it: `button "Sign in" in dialog "Menu"`. */
export function describeQuery(query: Query): string {
  const what = query.role
    ? `${query.role}${query.name !== undefined ? ` ${String(query.name)}` : ''}${query.level ? ` (level ${query.level})` : ''}`
    : query.label !== undefined
      ? `field labelled ${String(query.label)}`
      : query.text !== undefined
        ? `text ${String(query.text)}`
        : `css ${query.css ?? '?'}`;
  const nth = query.nth !== undefined ? ` #${query.nth}` : '';
  const has = query.has ? ` having ${describeQuery(query.has)}` : '';
  return `${what}${nth}${has}${query.within ? ` in ${describeQuery(query.within)}` : ''}`;
}

const matches = (pattern: Pattern, text: string | null) =>
  text !== null && (typeof pattern === 'string' ? text === pattern : pattern.test(text));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const DEFAULT_TIMEOUT = 10_000;

export class Tab {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  get browser(): 'firefox' | 'webkit' {
    return this.driver.browser;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(new URL(path, this.origin).href);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }

  evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.evaluate<T>(body, args);
  }

  /** Every shown element the query names, described, with the attributes asked for. */
  describeAll(query: Query, attributes: string[] = []): Promise<Described[]> {
    return this.evaluate<Described[]>(
      'return window.__browsers ? window.__browsers.describeAll(arguments[0], arguments[1]) : []',
      toWire(query),
      attributes,
    );
  }

  /**
   * Waits until `read` gives a value `ok` accepts; fails with `what` and the last value (or error)
   * once `timeout` ms have gone by. A read that throws (a page between two documents) is tried again.
   */
  async until<T>(
    what: string,
    read: () => Promise<T>,
    ok: (value: T) => boolean,
    timeout = DEFAULT_TIMEOUT,
  ): Promise<T> {
    const end = Date.now() + timeout;
    let last: unknown = undefined;
    for (;;) {
      try {
        const value = await read();
        if (ok(value)) return value;
        last = value;
      } catch (error) {
        last = error instanceof Error ? `error: ${error.message}` : error;
      }
      if (Date.now() > end) throw new Error(`${this.browser}: ${what}; last seen: ${JSON.stringify(last)}`);
      await sleep(100);
    }
  }

  /**
   * Waits two of the page's animation frames, so what the page put off to its next frame has run
   * (React Aria scrolls an opened list to its focused option in one).
   */
  async frames(): Promise<void> {
    const number = await this.evaluate<number>('return window.__browsers.startFrames()');
    await this.until(
      'two animation frames',
      () => this.evaluate<boolean>('return window.__browsers.framesDone(arguments[0])', number),
      (done) => done,
    );
  }

  /** A DOM property of the one element the query names (null when it names none or several). */
  property<T>(query: Query, name: string): Promise<T | null> {
    return this.evaluate<T | null>(
      'return window.__browsers.property(arguments[0], arguments[1])',
      toWire(query),
      name,
    );
  }

  /** Waits for exactly one shown element the query names; returns it described. */
  async one(query: Query, attributes: string[] = [], timeout = DEFAULT_TIMEOUT): Promise<Described> {
    const [found] = await this.until(
      `expected one ${describeQuery(query)}`,
      () => this.describeAll(query, attributes),
      (list) => list.length === 1,
      timeout,
    );
    return found as Described;
  }

  /** Clicks the one element the query names, once it is shown and enabled. */
  async click(query: Query, timeout = DEFAULT_TIMEOUT): Promise<void> {
    const wire = toWire(query);
    await this.until(
      `click ${describeQuery(query)}`,
      async () => {
        const list = await this.describeAll(query);
        if (list.length !== 1 || list[0]?.disabled) return list;
        await this.evaluate('return window.__browsers.reveal(arguments[0])', wire);
        return this.driver.click(wire);
      },
      (done) => done === true,
      timeout,
    );
  }

  /** A pointer's click at the centre of the one element the query names, landing on what covers it there. */
  async clickAt(query: Query): Promise<void> {
    const wire = toWire(query);
    await this.until(
      `click at ${describeQuery(query)}`,
      async () => {
        await this.evaluate('return window.__browsers.reveal(arguments[0])', wire);
        return this.driver.clickAt(wire);
      },
      (done) => done === true,
    );
  }

  /** Clicks a field, selects what it holds and types `text` over it (an empty text empties it). */
  async fill(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.evaluate('return window.__browsers.selectAll(arguments[0])', toWire(query));
    if (text === '') await this.press('Backspace');
    else await this.type(text);
  }

  press(key: Key, modifiers: { shift?: boolean } = {}): Promise<void> {
    return this.driver.press(key, modifiers);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  async setFile(query: Query, path: string): Promise<void> {
    const wire = toWire({ ...query, hidden: true });
    await this.until(
      `choose a file in ${describeQuery(query)}`,
      () => this.driver.setFile(wire, path),
      (done) => done,
    );
  }

  /** Presses Tab (Shift+Tab when `backwards`) until the query's element has focus; fails after `limit` presses. */
  async tabTo(query: Query, { limit = 25, backwards = false } = {}): Promise<void> {
    for (let presses = 0; ; presses++) {
      const [found] = await this.describeAll(query);
      if (found?.focused) return;
      if (presses === limit)
        throw new Error(`${this.browser}: ${describeQuery(query)} not reached in ${limit} presses`);
      await this.press('Tab', { shift: backwards });
    }
  }

  // The checks. Each waits for its condition.

  async see(query: Query, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to show`,
      () => this.describeAll(query),
      (list) => list.length > 0,
      timeout,
    );
  }

  async gone(query: Query): Promise<void> {
    await this.until(
      `expected no ${describeQuery(query)}`,
      () => this.describeAll(query),
      (list) => list.length === 0,
    );
  }

  async count(query: Query, count: number, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.until(
      `expected ${count} × ${describeQuery(query)}`,
      async () => (await this.describeAll(query)).length,
      (n) => n === count,
      timeout,
    );
  }

  async text(query: Query, text: Pattern, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to read ${String(text)}`,
      () => this.describeAll(query),
      (list) => list.length === 1 && matches(text, list[0]?.text ?? null),
      timeout,
    );
  }

  /** The texts of every element the query names, in order. */
  async texts(query: Query, texts: Pattern[]): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to read ${texts.map(String).join(' | ')}`,
      async () => (await this.describeAll(query)).map((found) => found.text),
      (list) => list.length === texts.length && list.every((text, i) => matches(texts[i] as Pattern, text)),
    );
  }

  async value(query: Query, value: string): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to hold ${JSON.stringify(value)}`,
      () => this.describeAll(query),
      (list) => list.length === 1 && list[0]?.value === value,
    );
  }

  async focused(query: Query, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to have focus`,
      () => this.describeAll(query),
      (list) => list.length === 1 && list[0]?.focused === true,
      timeout,
    );
  }

  async checked(query: Query, checked = true): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} ${checked ? '' : 'not '}checked`,
      () => this.describeAll({ ...query, hidden: true }),
      (list) => list.length === 1 && list[0]?.checked === checked,
    );
  }

  async enabled(query: Query, enabled = true): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} ${enabled ? 'enabled' : 'disabled'}`,
      () => this.describeAll(query),
      (list) => list.length === 1 && list[0]?.disabled === !enabled,
    );
  }

  async attribute(query: Query, name: string, value: Pattern | null): Promise<void> {
    await this.until(
      `expected ${describeQuery(query)} to have ${name}=${String(value)}`,
      () => this.describeAll(query, [name]),
      (list) => {
        const actual = list.length === 1 ? (list[0]?.attributes[name] ?? null) : undefined;
        return actual !== undefined && (value === null ? actual === null : matches(value, actual));
      },
    );
  }

  /** The address (path and query) matches. */
  async at(pattern: Pattern, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.until(
      `expected the address ${String(pattern)}`,
      () => this.path(),
      (path) => matches(pattern, path),
      timeout,
    );
  }
}
