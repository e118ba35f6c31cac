import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaProvider, CaptchaWidget } from './captcha-provider';

/** The provider interface, for the tests' double (it lives apart so ./recaptcha.ts need not import this module). */
export type { CaptchaCallbacks, CaptchaProvider } from './captcha-provider';

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
        console.warn('[captcha] Could not start.', error);
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

  // `enabled` can turn on after the first render: a prerendered login page hydrates with the
  // default configuration, then gets the deployment's (src/config/runtime-config.ts useRuntimeConfig).
  // Until the widget answers, the check is running.
  const current: CaptchaState = !enabled ? { status: 'off' } : state.status === 'off' ? { status: 'running' } : state;
  return { state: current, containerRef, rerun };
}
