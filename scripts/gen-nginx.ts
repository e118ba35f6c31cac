/**
 * `npm run gen:nginx`: writes deploy/nginx.conf, the nginx equal of `npm run serve`, from the same
 * sources as the Node server: the headers of scripts/security-headers.ts, and scripts/serve.ts's
 * content types, compression, body limit, API paths and configuration (config.json with the
 * environment's overrides). tests/unit/deploy/nginx-config.test.ts fails when the committed file is
 * not what this script writes, and the nginx stage of `npm test` (playwright.nginx.config.ts) runs
 * a configuration written by it in a real nginx, beside the Node server, and compares their answers.
 *
 * config.json is served from this file (`return 200`), not from the build folder: the file the
 * browser reads and the policy that follows it (the captcha's hosts, the API's origin) come from one
 * object, as in `npm run serve`. Regenerate for the deployed configuration: CONFIG_FILE (default
 * public/config.json) and the same overrides as `npm run serve` (CAPTCHA_ENABLED, CAPTCHA_SITE_KEY,
 * API_BASE_URL, TELEMETRY_ENDPOINT, ...), API_UPSTREAM (default https://api.example.com), SERVER_NAME (default
 * portal.example.com), NGINX_ROOT (default /srv/portal/dist), then `nginx -t`. NGINX_LISTEN (e.g.
 * `127.0.0.1:8080`) listens there over plain HTTP instead of TLS on 443, for a proxy in front or a
 * test; Strict-Transport-Security is then sent only when PUBLIC_ORIGIN is https, as by `npm run serve`.
 *
 *   npx tsx scripts/gen-nginx.ts            writes deploy/nginx.conf
 *   npx tsx scripts/gen-nginx.ts --stdout   prints it
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CACHE_CONTROL, securityHeaders } from './security-headers';
import {
  applyOverrides,
  apiUpstream,
  checkConfig,
  COMPRESS_MIN_BYTES,
  COMPRESSIBLE,
  configOverridesFromEnv,
  CONTENT_TYPES,
  ANY_CASE_LOCALE,
  DEFAULT_PRELOAD_LOCALE,
  headerConfig,
  preloadLinkOf,
  PRELOAD_LOCALE,
  PROXY_BODY_LIMIT_BYTES,
  API_CACHE_CONTROL,
  servedOverHttps,
  type JsonObject,
} from './serve';

export const NGINX_CONF = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));
const DEFAULT_CONFIG = fileURLToPath(new URL('../public/config.json', import.meta.url));

/** A double-quoted nginx string: nginx reads `\"` and `\\` back as `"` and `\`. */
const quote = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * config.json as a single-quoted nginx string for `return`: nginx would expand a `$` (a variable)
 * and read `\n`, `\t`, `\r` as control characters, so `$` and `'` are written as JSON's `\u0024` and
 * `\u0027` (the same JSON value), then every backslash doubled (nginx reads `\\` back as `\`).
 */
function nginxJson(config: JsonObject): string {
  const json = JSON.stringify(config).replace(/\$/g, '\\u0024').replace(/'/g, '\\u0027');
  return `'${json.replace(/\\/g, '\\\\')}'`;
}

/**
 * The request path bytes that decode as UTF-8 (nginx's `$uri` is decoded; PCRE without UTF mode reads
 * bytes): a path that does not is answered 400, as the Node server answers `/%FF`.
 */
const UTF8_PATH =
  '^(?:[\\x00-\\x7F]|[\\xC2-\\xDF][\\x80-\\xBF]|\\xE0[\\xA0-\\xBF][\\x80-\\xBF]|[\\xE1-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}' +
  '|\\xED[\\x80-\\x9F][\\x80-\\xBF]|\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}|[\\xF1-\\xF3][\\x80-\\xBF]{3}|\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2})*$';

/** `types`, `charset_types` and `gzip_types` from scripts/serve.ts's content types. */
function contentTypes(): { types: string; charsetTypes: string[]; gzipTypes: string[] } {
  const byType = new Map<string, string[]>();
  const charsetTypes = new Set<string>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const [type = '', parameter] = contentType.split(';').map((part) => part.trim());
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
    if (parameter === 'charset=utf-8') charsetTypes.add(type);
  }
  const types = [...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`).join('\n');
  // nginx always includes text/html in both lists (and warns when it is named).
  const named = (list: Iterable<string>) => [...list].filter((type) => type !== 'text/html');
  return {
    types,
    charsetTypes: named(charsetTypes),
    gzipTypes: named([...byType.keys()].filter((type) => COMPRESSIBLE.test(type))),
  };
}

export function nginxConfig(env: NodeJS.ProcessEnv): string {
  const configFile = env.CONFIG_FILE ?? DEFAULT_CONFIG;
  const config = checkConfig(
    applyOverrides(JSON.parse(readFileSync(configFile, 'utf8')) as JsonObject, configOverridesFromEnv(env)),
    env,
    configFile,
  );
  const upstream = apiUpstream(env.API_UPSTREAM || 'https://api.example.com');
  if (!upstream) throw new Error('API_UPSTREAM is required.');
  const basePath = upstream.pathname.replace(/\/$/, '');
  const upstreamBase = `${upstream.origin}${basePath}`;
  const listen = env.NGINX_LISTEN;
  const https = listen ? servedOverHttps(env) : true;
  const headers = Object.entries(securityHeaders(headerConfig(config), { https }));
  const { types, charsetTypes, gzipTypes } = contentTypes();
  /** nginx drops a server's add_header in a location that has its own, so every location repeats them. */
  const block = (cacheControl: string | null) =>
    [
      ...headers.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
      ...(cacheControl ? [`    add_header Cache-Control ${quote(cacheControl)} always;`] : []),
    ].join('\n');
  const staticMethods = '    if ($portal_method_not_allowed) {\n      return 405;\n    }';
  // The request's path goes to the upstream unchanged, under the upstream's own path if it has one.
  const proxy = `${basePath ? `    rewrite ^(.*)$ ${basePath}$1 break;\n` : ''}    proxy_pass ${upstream.origin};
    proxy_set_header Host ${upstream.host};
    # The client's address as nginx saw it, never what the client wrote (npm run serve does the same).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_ssl_server_name on;
${block(null)}
    add_header Cache-Control $portal_api_cache_control always;`;
  const listenLines = listen
    ? `  listen ${listen};`
    : `  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  ssl_certificate /etc/ssl/portal/fullchain.pem;
  ssl_certificate_key /etc/ssl/portal/privkey.pem;`;

  return `# Generated by scripts/gen-nginx.ts (npm run gen:nginx) from scripts/security-headers.ts,
# scripts/serve.ts and ${env.CONFIG_FILE ?? 'public/config.json'}: do not edit by hand; regenerate for the
# deployed config.json (see docs/deploying.md). The same serving as \`npm run serve\`: the build, its
# security headers, a year's caching for the hashed assets and none for the pages and config.json
# (served from this file), the prerendered signed-out pages, the SPA fallback, 400 for the request
# targets the Node server refuses, and the API and the localization catalogues proxied to
# ${upstreamBase}.

# A signed-out page the build rendered (scripts/prerender.ts) is served for its path, with or
# without a trailing slash.
map $uri $portal_page {
  volatile;
  "~^(?<page>.*[^/])/+$" $page;
  default $uri;
}

# A path ending in / names no file (the Node server serves files only, never a folder). Both maps are
# worked out again after an internal redirect (volatile), e.g. to /index.html.
map $uri $portal_file {
  volatile;
  "~/$" /.portal-no-file;
  default $uri;
}

# Every page's Link header (scripts/serve.ts pagePreloadLink): config.json and the catalogue of the
# locale in the request's path start with the HTML. The request's target, not $uri (try_files changes it).
map $request_uri $portal_preload {
  ${quote(`~${PRELOAD_LOCALE.source}`)} ${quote(preloadLinkOf('$1'))};
  ${quote(`~*${ANY_CASE_LOCALE.source}`)} ${quote(preloadLinkOf(null))};
  default ${quote(preloadLinkOf(DEFAULT_PRELOAD_LOCALE))};
}

# An API answer without a Cache-Control of its own gets ${API_CACHE_CONTROL}, as from the Node server; one
# with its own keeps it alone (add_header with an empty value adds nothing).
map $upstream_http_cache_control $portal_api_cache_control {
  "" ${quote(API_CACHE_CONTROL)};
  default "";
}

# The built files and pages are read with GET or HEAD; any other method is a 405, as from the Node server.
map $request_method $portal_method_not_allowed {
  GET 0;
  HEAD 0;
  default 1;
}

server {
${listenLines}
  server_name ${env.SERVER_NAME ?? 'portal.example.com'};
  root ${env.NGINX_ROOT ?? '/srv/portal/dist'};
  server_tokens off;
  client_max_body_size ${PROXY_BODY_LIMIT_BYTES / (1024 * 1024)}m;
  absolute_redirect off;
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${charsetTypes.join(' ')};
  gzip on;
  gzip_vary on;
  gzip_min_length ${COMPRESS_MIN_BYTES};
  gzip_types ${gzipTypes.join(' ')};
  error_page 405 @method_not_allowed;

  # nginx's own answers to requests it cannot take (\`/%\`, \`/static/..%2f..%2fx\`, a bad header: a 400
  # before any location): every location adds its own headers, so these apply only there.
${block('no-store').replace(/^ {4}/gm, '  ')}

  # Request targets the Node server answers 400 (scripts/dev-api/http.ts requestTarget): not a path
  # (absolute-form, \`*\`), a path starting with //, or one whose escapes do not decode as UTF-8.
  # (Targets nginx cannot parse at all, \`/%\` or \`*\`, get nginx's own 400.)
  if ($request ~ "^[A-Z]+ [^/]") {
    rewrite ^ /.portal-malformed last;
  }
  if ($request_uri ~ "^//") {
    rewrite ^ /.portal-malformed last;
  }
  if ($uri !~ "${UTF8_PATH}") {
    rewrite ^ /.portal-malformed last;
  }

  location = /.portal-malformed {
    internal;
    types {}
    default_type "application/json; charset=utf-8";
${block('no-store')}
    return 400 '{"message":"Malformed request path."}';
  }

  location @method_not_allowed {
    types {}
    default_type "text/plain; charset=utf-8";
    add_header Allow "GET, HEAD" always;
${block('no-store')}
    return 405 'Method not allowed';
  }

  # A missing file is a 404 that nothing caches (a stale chunk fails as one), never the SPA.
  location @not_found {
    types {}
    default_type "text/plain; charset=utf-8";
${block('no-store')}
    return 404 'Not found';
  }

  location = /api {
${proxy}
  }

  location ^~ /api/ {
${proxy}
  }

  location ~* "^/[a-z]{2}-[a-z]{2}/localization/?$" {
${proxy}
  }

  # Hashed file names: a changed file is a new name.
  location ^~ /static/ {
${staticMethods}
    try_files $portal_file @not_found;
${block(CACHE_CONTROL.hashedAsset)}
  }

  # The runtime configuration, with the environment's overrides applied when this file was generated.
  location = /config.json {
${staticMethods}
${block(CACHE_CONTROL.revalidate)}
    return 200 ${nginxJson(config)};
  }

  # The sign-out form post answers with the login page.
  location ~ "^(/[a-z]{2}-[a-z]{2})?/account/logoff/?$" {
    if ($request_method = POST) {
      return 303 $1/account/login;
    }
${staticMethods}
    try_files /prerendered$portal_page.html /index.html =404;
${block(CACHE_CONTROL.revalidate)}
    add_header Link $portal_preload always;
  }

  # index.html, asked for or the SPA fallback of \`location /\`: a page, with its preloads.
  location = /index.html {
${staticMethods}
    try_files $portal_file @not_found;
${block(CACHE_CONTROL.revalidate)}
    add_header Link $portal_preload always;
  }

  # A missing file of a type the portal serves is a 404, not the SPA.
  location ~ "\\.(${Object.keys(CONTENT_TYPES)
    .map((extension) => extension.slice(1))
    .join('|')})$" {
${staticMethods}
    try_files $portal_file @not_found;
${block(CACHE_CONTROL.revalidate)}
  }

  location / {
${staticMethods}
    try_files $portal_file /prerendered$portal_page.html /index.html;
${block(CACHE_CONTROL.revalidate)}
    add_header Link $portal_preload always;
  }
}
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const text = nginxConfig(process.env);
    if (process.argv.includes('--stdout')) process.stdout.write(text);
    else {
      writeFileSync(NGINX_CONF, text);
      console.log(`Wrote ${NGINX_CONF}`);
    }
  } catch (error) {
    console.error(`npm run gen:nginx: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
