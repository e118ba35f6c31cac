/**
 * Proves that no visible text of the signed-out pages bypasses the catalogue. A pseudo catalogue is
 * generated from the English one (every letter accented, every message wrapped in ⟦ ⟧) and served
 * for the test locale xx-xx (Playwright routes /xx-xx/localization/, which the reference API does
 * not have). Then every signed-out page and state is walked, and every visible text node, accessible
 * name (aria-label), title and the document title must hold no plain ASCII letter: only pseudo text,
 * digits, punctuation and the user's own data (names, e-mails and companies from the API).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { storageKeys } from '../../../src/session/token-storage';
import { injectFault, mainAlert, withConfig } from '../support/account-pages';
import { expect, holdRequests, test } from '../support/fixtures';

const english = JSON.parse(
  readFileSync(new URL('../../../scripts/dev-api/localization/en-us.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyz']
    .map((c, i) => [c, [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž'][i] as string])
    .concat([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string])),
);

/**
 * Accents the literal text of an ICU message and leaves its syntax alone: text at even brace depth
 * is message text, odd depth is argument syntax (`{count, plural, one {# item} other {...}}`);
 * a quoted brace ('{') is literal.
 */
export function pseudoLocalize(message: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i] as string;
    if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
      const end = message.indexOf("'", i + 1);
      const stop = end < 0 ? message.length - 1 : end;
      out += message.slice(i, stop + 1);
      i = stop;
    } else if (c === '{') {
      depth++;
      out += c;
    } else if (c === '}') {
      depth--;
      out += c;
    } else {
      out += depth % 2 === 0 ? (ACCENTS[c] ?? c) : c;
    }
  }
  return `⟦${out}⟧`;
}

const pseudo = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoLocalize(text)]));
/** A pseudo text by id (for finding elements by their pseudo names). */
const P = (id: string): string => {
  const text = pseudo[id];
  if (text === undefined) throw new Error(`No message ${id} in the catalogue`);
  return text;
};

/** What the user and the API put on the page: not the catalogue's business. */
const USER_DATA = [
  'Acme Corp',
  'Ada Admin',
  'invitee@acme.test',
  'rita@acme.test',
  'sam@sandbox.test',
  'admin@acme.test',
];

/** Every visible text the page shows or names, with the user's data removed; each must hold no ASCII letter. */
async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Visually hidden helpers (a 1px clipped box, or inside one) are not visible text.
    const visible = (element: Element | null): boolean => {
      if (!element) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      for (let e: Element | null = element; e; e = e.parentElement) {
        const rect = e.getBoundingClientRect();
        if ((rect.width <= 1 || rect.height <= 1) && getComputedStyle(e).overflow !== 'visible') return false;
      }
      return true;
    };
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && visible(node.parentElement)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts
    .map((text) => USER_DATA.reduce((rest, data) => rest.split(data).join(''), text))
    .filter((text) => /[A-Za-z]/.test(text));
}

/**
 * Checks the page as it is; by default once the network is idle. `settle: false` checks a state that
 * only lasts while a call is under way (the log-off loader), already waited for by the caller.
 */
async function expectAllPseudo(page: Page, where: string, { settle = true } = {}): Promise<void> {
  if (settle) await page.waitForLoadState('networkidle');
  expect(await untranslatedTexts(page), `texts outside the catalogue on ${where}`).toEqual([]);
}

/** A toast of the alert area holding the text: danger toasts are in the alert region, others in status. */
const toast = (page: Page, role: 'alert' | 'status', id: string) =>
  page
    .getByRole('region', { name: P('alert.region') })
    .getByRole(role)
    .filter({ hasText: P(id) });

async function fillPasswords(page: Page): Promise<void> {
  await page.getByLabel(P('account.password.new')).fill('Joined#2026');
  await page.getByLabel(P('account.password.confirm')).fill('Joined#2026');
}

test.beforeEach(async ({ page }) => {
  await page.route('**/xx-xx/localization/', (route) => route.fulfill({ json: pseudo }));
});

test('the generated catalogue accents every letter and keeps the ICU syntax', () => {
  expect(pseudoLocalize('Sign in')).toBe('⟦Šîĝñ îñ⟧');
  expect(pseudoLocalize('© {year} Data')).toBe('⟦© {year} Ðáţá⟧');
  expect(pseudoLocalize('{count, plural, one {# item} other {# items}}')).toBe(
    '⟦{count, plural, one {# îţéɱ} other {# îţéɱš}}⟧',
  );
  for (const [id, text] of Object.entries(pseudo))
    if (!english[id]?.includes('{')) expect(text).not.toMatch(/[A-Za-z]/);
});

test('login, its failure, the cookie banner and the cookie policy modal', async ({ page }) => {
  await page.goto('/xx-xx/account/login');
  await expect(page.getByRole('heading', { level: 1, name: P('login.title') })).toBeVisible();
  await expectAllPseudo(page, 'login');
  await page.getByLabel(P('login.email')).fill('abc');
  await page.getByLabel(P('login.password')).focus();
  await expect(page.getByText(P('EmailFormatInvalid'))).toBeVisible();
  await expectAllPseudo(page, 'login, e-mail not in e-mail format');
  await page.getByLabel(P('login.email')).fill('admin@acme.test');
  await page.getByLabel(P('login.password')).fill('Wrong#2026');
  await page.getByRole('button', { name: P('login.submit') }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(P('login.error.invalid'));
  await expectAllPseudo(page, 'login with a failure');
  await page.getByRole('button', { name: P('cookies.banner.settings') }).click();
  await expect(page.getByRole('dialog', { name: P('cookies.policy.title') })).toBeVisible();
  await expectAllPseudo(page, 'the cookie policy modal');
});

test('forgot password: validation, failure and confirmation', async ({ page, request }) => {
  await page.goto('/xx-xx/account/forgotpassword');
  await page.getByRole('button', { name: P('forgotPassword.submit') }).click();
  await expect(page.getByText(P('validation.required'))).toBeVisible();
  await expectAllPseudo(page, 'forgot password, empty');
  await page.getByLabel(P('forgotPassword.email')).fill('nope');
  await page.getByLabel(P('forgotPassword.email')).blur();
  await expect(page.getByText(P('EmailFormatInvalid'))).toBeVisible();
  await expectAllPseudo(page, 'forgot password, invalid');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/account/forgot/password/$', status: 400 });
  await page.getByLabel(P('forgotPassword.email')).fill('admin@acme.test');
  await page.getByRole('button', { name: P('forgotPassword.submit') }).click();
  await expect(page.getByText(P('forgotPassword.error.failed'))).toBeVisible();
  await expectAllPseudo(page, 'forgot password, failed');
  await page.getByRole('button', { name: P('forgotPassword.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: P('forgotPassword.sent.title') })).toBeVisible();
  await expectAllPseudo(page, 'forgot password, sent');
});

test('reset and create password: rules, failures, incomplete links, confirmation, success toast', async ({
  page,
  request,
}) => {
  await page.goto('/xx-xx/account/resetpassword?userId=u-reset&code=EXPIRED');
  await page.getByRole('button', { name: P('resetPassword.submit') }).click();
  await expectAllPseudo(page, 'reset password, required');
  await page.getByLabel(P('account.password.new')).fill('Ab1#');
  await expect(page.getByText(P('passwordRules.minLength'))).toBeVisible();
  await expectAllPseudo(page, 'reset password, too short');
  await page.getByLabel(P('account.password.new')).fill('abcdefg');
  await page.getByLabel(P('account.password.confirm')).fill('x');
  await expect(page.getByText(P('passwordRules.strength'))).toBeVisible();
  await expect(page.getByText(P('passwordRules.mismatch'))).toBeVisible();
  await expectAllPseudo(page, 'reset password, weak and mismatched');
  await page.getByLabel(P('account.password.new')).fill('Fresh#2027');
  await page.getByLabel(P('account.password.confirm')).fill('Fresh#2027');
  await page.getByRole('button', { name: P('resetPassword.submit') }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(P('account.error.linkNoLongerValid'));
  await expectAllPseudo(page, 'reset password, link no longer valid');

  await injectFault(request, { method: 'POST', pathPattern: '^/api/account/reset/password/$', status: 500 });
  await page.goto('/xx-xx/account/resetpassword?userId=u-reset&code=RESET-OK');
  await fillPasswords(page);
  await page.getByRole('button', { name: P('resetPassword.submit') }).click();
  await expect(mainAlert(page)).toHaveText(P('account.error.tryAgainLater'));
  await expectAllPseudo(page, 'reset password, try again later');

  await page.goto('/xx-xx/account/resetpassword');
  await expectAllPseudo(page, 'reset password, incomplete link');
  await page.goto('/xx-xx/account/resetpasswordconfirmation');
  await expectAllPseudo(page, 'reset confirmation');
  await page.goto('/xx-xx/account/createpassword?userId=u-create');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'create password, incomplete link');
  await page.goto('/xx-xx/account/createpassword?userId=u-create&code=CREATE-OK');
  await expectAllPseudo(page, 'create password');
  await fillPasswords(page);
  await page.getByRole('button', { name: P('createPassword.submit') }).click();
  await expect(toast(page, 'status', 'createPassword.created')).toBeVisible();
  await expectAllPseudo(page, 'login with the create-password success toast');
});

test('accept invitation: form, failed load, incomplete link, submit failure, success toast', async ({
  page,
  request,
}) => {
  await page.goto('/xx-xx/account/acceptinvitation?code=INVITE-OK');
  await page.getByRole('button', { name: P('invitation.submit') }).click();
  await expect(page.getByText(P('validation.required')).first()).toBeVisible();
  await expectAllPseudo(page, 'accept invitation');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/account/invitation/accept/$', status: 404 });
  await page.getByLabel(P('invitation.firstName')).fill('Ivy');
  await page.getByLabel(P('invitation.lastName')).fill('Invitee');
  await fillPasswords(page);
  await page.getByRole('button', { name: P('invitation.submit') }).click();
  await expect(mainAlert(page)).toHaveText(P('invitation.error.memberNotFound'));
  await expectAllPseudo(page, 'accept invitation, member not found');
  await page.getByRole('button', { name: P('invitation.submit') }).click(); // the fault was a one-off
  await expect(toast(page, 'status', 'invitation.accepted')).toBeVisible();
  await expectAllPseudo(page, 'login with the invitation success toast');

  await page.goto('/xx-xx/account/acceptinvitation?code=BAD');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'accept invitation, bad code');
  await page.goto('/xx-xx/account/acceptinvitation');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'accept invitation, incomplete link');
});

test('register: form, failed loads with "Try again", incomplete link, submit failure, success toast', async ({
  page,
  request,
}) => {
  await page.goto('/xx-xx/account/register?requestId=BAD');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'register, bad request');
  await page.goto('/xx-xx/account/register');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'register, incomplete link');

  // A server error (and its one retry) leaves the failure text with "Try again".
  await injectFault(request, { method: 'GET', pathPattern: '^/api/account/register/$', status: 500, times: 2 });
  await page.goto('/xx-xx/account/register?requestId=REQ-OK');
  await expect(page.getByRole('button', { name: P('account.retry') })).toBeVisible();
  await expectAllPseudo(page, 'register, failed load with "Try again"');
  await page.getByRole('button', { name: P('account.retry') }).click();
  await expect(page.getByLabel(P('register.firstName'))).toHaveValue('Rita');
  await expectAllPseudo(page, 'register');

  await injectFault(request, { method: 'POST', pathPattern: '^/api/account/register/$', status: 500 });
  await fillPasswords(page);
  await page.getByRole('button', { name: P('register.submit') }).click();
  await expect(mainAlert(page)).toHaveText(P('register.error.failed'));
  await expectAllPseudo(page, 'register, submit failure');
  await page.getByRole('button', { name: P('register.submit') }).click(); // the fault was a one-off
  await expect(toast(page, 'status', 'register.registered')).toBeVisible();
  await expectAllPseudo(page, 'login with the register success toast');
});

test('sandbox sign-up: form, conflict, other error, check your email, both resend outcomes', async ({
  page,
  request,
}) => {
  await withConfig(page, { inviteEnterprise: true });
  await page.goto('/xx-xx/account/register-sandbox');
  await page.getByLabel(P('sandbox.firstName')).fill('Sam');
  await page.getByLabel(P('sandbox.lastName')).fill('Sandbox');
  await page.getByLabel(P('sandbox.companyName')).fill('Sandbox Ltd');
  await page.getByLabel(P('sandbox.companyEmail')).fill('taken@acme.test');
  await page.getByRole('button', { name: P('sandbox.submit') }).click();
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'sandbox sign-up, e-mail taken');
  await page.getByLabel(P('sandbox.companyEmail')).fill('sam@sandbox.test');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/enterprise/invite/$', status: 500 });
  await page.getByRole('button', { name: P('sandbox.submit') }).click();
  await expect(toast(page, 'alert', 'sandbox.error.failed')).toBeVisible();
  await expectAllPseudo(page, 'sandbox sign-up, other error (toast)');
  // Dismissed, so the resend failure below is a toast of its own.
  await toast(page, 'alert', 'sandbox.error.failed')
    .getByRole('button', { name: P('alert.dismiss') })
    .click();
  await expect(toast(page, 'alert', 'sandbox.error.failed')).toHaveCount(0);
  await page.getByRole('button', { name: P('sandbox.submit') }).click(); // the fault was a one-off
  await expect(page.getByRole('heading', { level: 1, name: P('sandbox.checkEmail.title') })).toBeVisible();
  await expectAllPseudo(page, 'sandbox sign-up, check your email');
  await page.getByRole('button', { name: P('sandbox.checkEmail.resend') }).click();
  await expect(toast(page, 'status', 'sandbox.resent')).toBeVisible();
  await expectAllPseudo(page, 'sandbox, resent (toast)');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/enterprise/invite/$', status: 500 });
  await page.getByRole('button', { name: P('sandbox.checkEmail.resend') }).click();
  await expect(toast(page, 'alert', 'sandbox.error.failed')).toBeVisible();
  await expectAllPseudo(page, 'sandbox, resend failed (toast)');
});

test('unsubscribe: confirm, other error, success, not subscribed, incomplete link; and the not-found page', async ({
  page,
  request,
}) => {
  await page.goto('/xx-xx/unsubscribe/?token=UNSUB-OK');
  await expectAllPseudo(page, 'unsubscribe');
  await injectFault(request, { method: 'POST', pathPattern: '^/api/subscriptions/$', status: 500 });
  await page.getByRole('button', { name: P('unsubscribe.submit') }).click();
  await expect(toast(page, 'alert', 'unsubscribe.error.failed')).toBeVisible();
  await expectAllPseudo(page, 'unsubscribe, other error (toast)');
  await page.getByRole('button', { name: P('unsubscribe.submit') }).click(); // the fault was a one-off
  await expect(page.getByRole('heading', { level: 1, name: P('unsubscribe.done.title') })).toBeVisible();
  await expectAllPseudo(page, 'unsubscribed');
  await page.goto('/xx-xx/unsubscribe/?token=BAD');
  await page.getByRole('button', { name: P('unsubscribe.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: P('unsubscribe.error.title') })).toBeVisible();
  await expectAllPseudo(page, 'unsubscribe, not subscribed');
  await page.goto('/xx-xx/unsubscribe/');
  await expect(mainAlert(page)).toBeVisible();
  await expectAllPseudo(page, 'unsubscribe, incomplete link');
  await page.goto('/xx-xx/account/nowhere');
  await expect(page).toHaveURL(/\/xx-xx\/account\/not-found$/);
  await expectAllPseudo(page, 'not found');
});

test('log off: the loader while the session is revoked', async ({ page }) => {
  await page.goto('/xx-xx/account/login');
  await page.getByLabel(P('login.email')).fill('admin@acme.test');
  await page.getByLabel(P('login.password')).fill('Portal#2026');
  await page.getByRole('button', { name: P('login.submit') }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.refreshToken)).not.toBeNull();
  // The revoke call is held, so the loader stays while it is read.
  const release = await holdRequests(page, /\/api\/authentication\/revoke$/);
  await page.goto('/xx-xx/account/logoff');
  await expect(page.getByRole('heading', { level: 1, name: P('logoff.question') })).toBeVisible();
  await expectAllPseudo(page, 'log off, the question');
  await page.getByRole('button', { name: P('logoff.signOut') }).click();
  await expect(page.getByRole('progressbar', { name: P('logoff.signingOut') })).toBeVisible();
  await expectAllPseudo(page, 'log off', { settle: false });
  release();
  await expect(page).toHaveURL(/\/xx-xx\/account\/login$/, { timeout: 15_000 });
});

test.describe('with the invisible captcha on', () => {
  // The vendor's script is replaced by a stand-in served for its address; the page's CSP only
  // allows its own scripts (operators add the vendor's origins when they enable the captcha).
  test.use({ bypassCSP: true });

  test('login: the security check running, then failing', async ({ page }) => {
    await withConfig(page, { captcha: { enabled: true, siteKey: 'pseudo-site-key' } });
    await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = {
          render: function (container, parameters) { window.__captchaParameters = parameters; return 1; },
          execute: function () {},
          reset: function () {},
        };
        window.__portalCaptchaLoaded();`,
      }),
    );
    await page.goto('/xx-xx/account/login');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(P('login.captcha.running'));
    await expectAllPseudo(page, 'login, security check running');
    await page.evaluate(() =>
      (window as unknown as { __captchaParameters: Record<string, () => void> }).__captchaParameters[
        'error-callback'
      ]?.(),
    );
    // The sign-in's own alert region is there too, empty (decision 0062).
    await expect(mainAlert(page).filter({ hasText: /\S/ })).toHaveText(P('login.captcha.failed'));
    await expectAllPseudo(page, 'login, security check failed');
  });
});
