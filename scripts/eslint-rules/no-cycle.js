// @ts-check
/**
 * import-x/no-cycle, with type-only imports counted.
 *
 * eslint-plugin-import-x 4.x's no-cycle always skips `import type` and imports whose every specifier
 * is `type` (lib/rules/no-cycle.js drops them both for the linted file and along the walk; none of its
 * options turns that off). A type-only cycle still ties two modules together: neither can move or be
 * read alone. This rule walks the same module graph (import-x's ModuleInfo, with its resolver settings
 * and cache) and counts every edge: value, type-only, re-export and dynamic import().
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/** @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'cycle'>} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import whose module leads back to the importing file, type imports included.' },
    schema: [],
    messages: { cycle: 'Dependency cycle (type imports count): {{route}}' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    /** Modules already walked for this file without finding a way back. */
    const noWayBack = new Set();
    const shortName = (/** @type {string} */ path) => path.slice(context.cwd.length + 1);

    return moduleVisitor((source, importer) => {
      const start = ModuleInfo.get(source.value, context);
      if (start == null || start.path === filename || noWayBack.has(start.path)) return;
      /** Breadth first, so the reported route is a shortest one. */
      const queue = [{ info: start, route: [start.path] }];
      const seen = new Set([start.path]);
      while (queue.length > 0) {
        const { info, route } = /** @type {(typeof queue)[number]} */ (queue.shift());
        for (const [path, { resolve }] of info.getImports()) {
          if (path === filename) {
            const via = [filename, ...route, filename].map(shortName).join(' → ');
            context.report({ node: importer, messageId: 'cycle', data: { route: via } });
            return;
          }
          if (seen.has(path) || noWayBack.has(path) || /[\\/]node_modules[\\/]/.test(path)) continue;
          seen.add(path);
          const next = resolve();
          if (next != null) queue.push({ info: next, route: [...route, path] });
        }
      }
      for (const path of seen) noWayBack.add(path);
    });
  },
};

export default noCycle;
