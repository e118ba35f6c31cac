import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { parse } from 'yaml';
import { PUBLIC_PATHS } from '../../../src/api/client';

type Operation = { security?: unknown[] };
const description = parse(readFileSync('openapi/enterprise-api.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

describe('the client knows which calls are signed out', () => {
  it('lists exactly the paths whose operations the description marks `security: []`', () => {
    const methods = ['get', 'put', 'post', 'delete', 'patch'];
    const publicPaths = new Set<string>();
    for (const [path, item] of Object.entries(description.paths)) {
      const operations = methods.map((m) => item[m]).filter((op): op is Operation => !!op);
      const open = operations.filter((op) => Array.isArray(op.security) && op.security.length === 0);
      expect(open.length === 0 || open.length === operations.length).toBe(true); // no path mixes both
      if (open.length) publicPaths.add(path);
    }
    expect([...PUBLIC_PATHS].sort()).toEqual([...publicPaths].sort());
  });
});
