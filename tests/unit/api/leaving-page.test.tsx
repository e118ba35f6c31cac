import { afterEach, describe, expect, it } from '@rstest/core';
import { createApiClient } from '../../../src/api/client';
import { NetworkError } from '../../../src/api/errors';

/**
 * A call the browser cancels because the page is being left (a reload, another address) is not a
 * failure: its handling would run as the page goes (a cookie choice being saved once sent the user to
 * the error page that way, and Back then led there). In a DOM (happy-dom), where the client listens
 * to the page's beforeunload, pagehide and pageshow.
 */
const unreachable = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const call = () =>
  createApiClient({ baseUrl: 'http://portal.test/api/', fetch: unreachable, onUnauthorized: () => undefined }).POST(
    '/account/forgot/password/',
    { body: { email: 'a@b.test' } },
  );

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
});

describe('a call cut short by leaving the page', () => {
  it('fails as a network failure while the page is shown', async () => {
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
  });

  it('never settles once the page is being left, and fails again once the page is shown again', async () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(await settledWithin(call(), 50)).toBe('pending');
    window.dispatchEvent(new Event('pageshow'));
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
  });

  it('waits, when it fails right after beforeunload, and never settles if the page then goes', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    const cut = call();
    expect(await settledWithin(cut, 50)).toBe('pending');
    window.dispatchEvent(new Event('pagehide'));
    expect(await settledWithin(cut, 1_200)).toBe('pending');
  });

  it('fails as a network failure after its wait, when the page stayed (a navigation cancelled, a download)', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    const cut = call();
    expect(await settledWithin(cut, 50)).toBe('pending');
    await expect(cut).rejects.toBeInstanceOf(NetworkError);
  });
});
