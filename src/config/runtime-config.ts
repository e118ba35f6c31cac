import { hydrationStore } from '../ui/hydration-store';
import { API_BASE_URL_RULE, parseApiBaseUrl } from './api-base-url';

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

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
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

  const documentation = source.apiDocumentationUrl;
  if (documentation !== undefined) {
    if (typeof documentation === 'string' && documentation.trim() !== '' && isUrl(documentation))
      config.apiDocumentationUrl = documentation;
    else problems.push(`apiDocumentationUrl must be an http(s) URL; using ${config.apiDocumentationUrl}.`);
  }
  // The servers refuse to start with an apiBaseUrl this refuses (scripts/serve.ts): one rule for both.
  if (source.apiBaseUrl !== undefined) {
    const apiBaseUrl = parseApiBaseUrl(source.apiBaseUrl);
    if (apiBaseUrl) config.apiBaseUrl = apiBaseUrl.url;
    else problems.push(`apiBaseUrl must be ${API_BASE_URL_RULE}; using ${config.apiBaseUrl}.`);
  }
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
