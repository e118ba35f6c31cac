import type { CaptchaCallbacks, CaptchaWidget } from './captcha-provider';

/**
 * Google reCAPTCHA v2, invisible: the real captcha provider behind ./captcha-provider.ts's interface, in a
 * chunk of its own that only a login page with the captcha enabled loads.
 */
interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __portalCaptchaLoaded?: () => void;
  }
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__portalCaptchaLoaded';
let scriptLoading: Promise<Grecaptcha> | null = null;

/** Loads the vendor script once, and only when the captcha is enabled (never on a page that does not use it). */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__portalCaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing'));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('The captcha script could not be loaded.'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * Mounts the invisible widget. The servers' Content-Security-Policy names the vendor's hosts when
 * config.json enables the captcha (scripts/security-headers.ts).
 */
export async function mountRecaptcha(
  container: HTMLElement,
  siteKey: string,
  callbacks: CaptchaCallbacks,
): Promise<CaptchaWidget> {
  const grecaptcha = await loadRecaptcha();
  const widgetId = grecaptcha.render(container, {
    sitekey: siteKey,
    size: 'invisible',
    callback: callbacks.onToken,
    'expired-callback': callbacks.onExpired,
    'error-callback': callbacks.onError,
  });
  return {
    execute: () => grecaptcha.execute(widgetId),
    reset: () => grecaptcha.reset(widgetId),
    destroy: () => container.replaceChildren(),
  };
}
