import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';

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

// ── The real provider: Google reCAPTCHA v2, invisible (./recaptcha.ts) ──

/**
 * The vendor's code is loaded only when the captcha is enabled and about to run, so the login
 * page's bundle does not carry it for the (default) configuration without a captcha.
 */
export const recaptchaProvider: CaptchaProvider = {
  async mount(container, siteKey, callbacks) {
    const { mountRecaptcha } = await import('./recaptcha');
    return mountRecaptcha(container, siteKey, callbacks);
  },
};

/** Which provider the login page uses; tests provide a double. */
export const CaptchaProviderContext = createContext<CaptchaProvider>(recaptchaProvider);

export type CaptchaState =
  /** The captcha is off by configuration: nothing to pass. */
  { status: 'off' } | { status: 'running' } | { status: 'passed'; token: string } | { status: 'failed' };

/**
 * Runs the invisible captcha when `enabled`: on arrival, again whenever the token expires, and again
 * on `rerun()` (a token is single-use: after a failed sign-in the page asks for a fresh one).
 */
export function useInvisibleCaptcha(enabled: boolean, siteKey: string) {
  const provider = use(CaptchaProviderContext);
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<CaptchaWidget | null>(null);
  const [state, setState] = useState<CaptchaState>(enabled ? { status: 'running' } : { status: 'off' });

  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container) return undefined;
    let active = true;
    let widget: CaptchaWidget | null = null;
    provider
      .mount(container, siteKey, {
        onToken: (token) => active && setState({ status: 'passed', token }),
        onExpired: () => {
          if (!active) return;
          setState({ status: 'running' });
          widget?.reset();
          widget?.execute();
        },
        onError: () => active && setState({ status: 'failed' }),
      })
      .then((mounted) => {
        widget = mounted;
        if (!active) {
          mounted.destroy();
          return;
        }
        widgetRef.current = mounted;
        mounted.execute();
      })
      .catch((error: unknown) => {
        console.warn('[captcha] The captcha could not start.', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
      widget?.destroy();
      widgetRef.current = null;
    };
  }, [enabled, siteKey, provider]);

  const rerun = useCallback(() => {
    const widget = widgetRef.current;
    if (!enabled || !widget) return;
    setState({ status: 'running' });
    widget.reset();
    widget.execute();
  }, [enabled]);

  return { state, containerRef, rerun };
}
