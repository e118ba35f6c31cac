import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from '@rstest/core';
import { compileMessage } from '../../../src/i18n/message-compiler';
import { createPortalIntl } from '../../../src/i18n/intl';

const CATALOGUES = 'scripts/dev-api/localization';
const catalogues = Object.fromEntries(
  readdirSync(CATALOGUES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace('.json', ''),
      JSON.parse(readFileSync(join(CATALOGUES, file), 'utf8')) as Record<string, string>,
    ]),
);

/** The ICU parser's AST without source locations: what the compiler must give. */
const parsed = (text: string): MessageFormatElement[] => parse(text, { captureLocation: false });

describe('the message compiler (src/i18n/message-compiler.ts)', () => {
  it.each([
    'Sign in',
    'ID: {id}',
    '{value}%',
    'Showing {shown} of {total}',
    "We've got a glitch...",
    "uppercase letter ('A' - 'Z')",
    'a # sign outside a plural',
    '{ spaced }',
    '{count, plural, one {# project} other {# projects}}',
    'Found: {count, plural, one {# project} other {# projects}}',
    '{n, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}',
    '{n,plural,one{#}other{# #}}',
    '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{kind, select, project {a project, # is literal here} other {something}}',
    '{n, plural, one {{kind, select, a {# stays literal in a select} other {x}}} other {#}}',
    '',
    "It costs '{price}', a '' doubled apostrophe, a quoted '<b>' tag, a lone ' and a'b",
    "'<img src=/no-such-image.png onerror=alert(1)>' Iniciar '<b>sessão</b>' &amp; '<script>alert(2)</script>'",
    "{n, plural, =0 {'#'} other {''#'' and '}'}}",
    'E-mail <img/> and <br /> are self-closing tags: literal text',
    'a < b, c > d, a <3 and an unmatched } brace at the top',
    '{0} and {1}',
    "trailing '{",
  ])('compiles %j exactly as the ICU parser does', (text) => {
    expect(compileMessage(text)).toEqual(parsed(text));
  });

  it.each([
    '{n, number}',
    '{when, date, short}',
    'Read <b>this</b>', // rich text: the portal's messages are text only
    '<a href="https://evil.example">Esqueceu-se</a> da palavra-passe?',
    'x </b> y',
    'an open { brace',
    '{n, plural, one {# project}}', // the ICU parser requires `other`
    '{n, plural, one {a} one {b} other {c}}',
  ])(
    'does not compile %j (outside the portal’s subset, or not a message): the caller falls back to English',
    (text) => {
      expect(compileMessage(text)).toBeNull();
    },
  );

  it.each(Object.keys(catalogues))(
    'compiles every message of the %s catalogue exactly as the ICU parser does',
    (locale) => {
      const entries = Object.entries(catalogues[locale] ?? {});
      expect(entries.length).toBeGreaterThan(500);
      for (const [id, text] of entries) expect({ id, ast: compileMessage(text) }).toEqual({ id, ast: parsed(text) });
    },
  );

  it('formats plurals in both locales', () => {
    const message = { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' };
    const english = createPortalIntl('en-us', catalogues['en-us'] ?? null);
    expect(english.formatMessage(message, { count: 1 })).toBe('1 project');
    expect(english.formatMessage(message, { count: 1234 })).toBe('1,234 projects');
    const portuguese = createPortalIntl('pt-pt', catalogues['pt-pt'] ?? null);
    expect(portuguese.formatMessage(message, { count: 1 })).toBe('1 projeto');
    expect(portuguese.formatMessage(message, { count: 2 })).toBe('2 projetos');
    expect(createPortalIntl('en-us', null).formatMessage(message, { count: 25 })).toBe('25 projects');
  });

  it('a catalogue entry it cannot compile falls back to the English default, and says so in the console', () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const intl = createPortalIntl('pt-pt', {
        'login.title': 'Entrar {n, plural,',
        'projects.count': '{count, number}',
      });
      expect(intl.formatMessage({ id: 'login.title', defaultMessage: 'Sign in' })).toBe('Sign in');
      expect(
        intl.formatMessage(
          { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
          { count: 3 },
        ),
      ).toBe('3 projects');
    } finally {
      console.error = original;
    }
    expect(errors.map((args) => String(args[0]))).toEqual([
      expect.stringContaining('"login.title"'),
      expect.stringContaining('"projects.count"'),
    ]);
  });
});
