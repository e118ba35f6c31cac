import { hydrationStore } from '../ui/hydration-store';
import { parseApiBaseUrl } from './api-base-url';

/**
 * Runtime configuration, read once at start-up from /config.json (docs/product-decisions.md "Deployment and
 * configuration"): served beside index.html so operators change it without a rebuild.
 * Every field is validated; a missing or invalid field falls back to its default with a warning.
 */
export interface RuntimeConfig {
  inviteEnterprise: boolean;
  hideRequestProject: boolean;
  captcha: { enabled: boolean; siteKey: string };
  apiDocumentationUrl: string;
  apiBaseUrl: string;
  /**
   * `telemetry` as config.json gives it: read by the reporter, whose chunk loads only when this is
   * set (src/telemetry/start-telemetry.ts: the login page's budget has no room to parse it here).
   */
  telemetry?: unknown;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  inviteEnterprise: false,
  hideRequestProject: false,
  captcha: { enabled: false, siteKey: '' },
  apiDocumentationUrl: 'https://developer.example.com/api-docs',
  apiBaseUrl: '/api/',
};

export interface ParsedConfig {
  config: RuntimeConfig;
  problems: string[];
}

/** `value` when it is an absolute http(s) URL. */
function httpUrl(value: unknown): string | undefined {
  try {
    const url = new URL(typeof value === 'string' ? value : '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? (value as string) : undefined;
  } catch {
    return undefined;
  }
}

export function parseRuntimeConfig(raw: unknown): ParsedConfig {
  const problems: string[] = [];
  const config = structuredClone(defaultRuntimeConfig);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, problems: ['config.json is not a JSON object; the defaults apply.'] };
  }
  const source = raw as Record<string, unknown>;
  const flag = (key: 'inviteEnterprise' | 'hideRequestProject') => {
    if (source[key] === undefined) return;
    if (typeof source[key] === 'boolean') config[key] = source[key];
    else problems.push(`${key} must be true or false; using ${String(config[key])}.`);
  };
  flag('inviteEnterprise');
  flag('hideRequestProject');

  const captcha = source.captcha;
  if (captcha !== undefined) {
    const c = captcha as Record<string, unknown> | null;
    if (
      typeof c === 'object' &&
      c !== null &&
      typeof c.enabled === 'boolean' &&
      (c.siteKey === undefined || typeof c.siteKey === 'string')
    ) {
      config.captcha = { enabled: c.enabled, siteKey: typeof c.siteKey === 'string' ? c.siteKey : '' };
      if (c.enabled && !config.captcha.siteKey) {
        problems.push('captcha.enabled needs a captcha.siteKey; the captcha stays off.');
        config.captcha.enabled = false;
      }
    } else {
      problems.push('captcha must be { enabled, siteKey }; the captcha stays off.');
    }
  }

  // apiBaseUrl: the rule the servers refuse to start without (scripts/serve.ts), named briefly here.
  const url = (key: 'apiDocumentationUrl' | 'apiBaseUrl', valid: string | undefined, rule: string) => {
    if (source[key] === undefined) return;
    if (valid) config[key] = valid;
    else problems.push(`${key} must be ${rule}; using ${config[key]}.`);
  };
  url('apiDocumentationUrl', httpUrl(source.apiDocumentationUrl), 'an http(s) URL');
  url('apiBaseUrl', parseApiBaseUrl(source.apiBaseUrl)?.url, 'a path or an https:// URL');
  config.telemetry = source.telemetry;
  return { config, problems };
}

/** Loads /config.json. A missing or invalid file is logged and the defaults apply: never a blank page. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    raw = await response.json();
  } catch (error) {
    console.warn('[config] /config.json could not be loaded; the defaults apply.', error);
    return structuredClone(defaultRuntimeConfig);
  }
  const { config, problems } = parseRuntimeConfig(raw);
  for (const problem of problems) console.warn(`[config] ${problem}`);
  return config;
}

const store = hydrationStore<RuntimeConfig>(structuredClone(defaultRuntimeConfig));

/** Sets the configuration in force (once, at start-up). */
export const setRuntimeConfig = store.set;

/** The configuration in force (set once at start-up). */
export const runtimeConfig = store.get;

/**
 * The configuration in force, for rendering: a prerendered page hydrates with the defaults it was
 * rendered with (the build knows no deployment's config.json), then renders with this one
 * ("the runtime configuration is applied after hydration").
 */
export const useRuntimeConfig = (): RuntimeConfig => store.use(defaultRuntimeConfig);
