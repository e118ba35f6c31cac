/**
 * The invisible captcha of the login page (spec document 1 section 5: enabled by configuration,
 * re-run when it expires; submit stays disabled until it has passed), behind a small provider
 * interface so the page does not depend on one vendor and tests use a double.
 */
export interface CaptchaCallbacks {
  /** The challenge passed: the token to send as `captchaToken`. */
  onToken: (token: string) => void;
  /** The token expired: it must not be sent; the challenge runs again. */
  onExpired: () => void;
  /** The challenge could not run (script blocked, network, vendor failure). */
  onError: () => void;
}

export interface CaptchaWidget {
  /** Runs the (invisible) challenge; the outcome arrives through the callbacks. */
  execute(): void;
  /** Forgets the current token, so the next execute() gives a fresh one. */
  reset(): void;
  /** Removes the widget. */
  destroy(): void;
}

export interface CaptchaProvider {
  mount(container: HTMLElement, siteKey: string, callbacks: CaptchaCallbacks): Promise<CaptchaWidget>;
}
