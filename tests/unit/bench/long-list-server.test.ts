import { describe, expect, it } from '@rstest/core';
import { copyId, widenItems } from '../../../scripts/bench/long-list-server';
import { ENTERPRISE_IDS, projectId } from '../../../scripts/dev-api/demo-ids';
import { isVisible } from '../../../scripts/dev-api/store';
import { buildSeed } from '../../../scripts/dev-api/seed';

describe("the bench's long list", () => {
  it('numbers a copy in the second block of the demo id', () => {
    expect(copyId(projectId(12), 3)).toBe('30000000-0003-4000-8000-000000000012');
    expect(copyId(null, 3)).toBeNull();
  });

  it("widens Acme's listed items to 2,000, each id once, and leaves the other enterprises be", () => {
    const { items } = buildSeed();
    const wide = widenItems(items, ENTERPRISE_IDS.acme, 2000);
    const acme = wide.filter((item) => item.enterpriseId === ENTERPRISE_IDS.acme && isVisible(item));
    expect(acme).toHaveLength(2000);
    const keys = acme.map((item) => `${item.projectId ?? ''}|${item.projectRequestId ?? ''}`);
    expect(new Set(keys).size).toBe(2000);
    expect(wide.filter((item) => item.enterpriseId !== ENTERPRISE_IDS.acme)).toEqual(
      items.filter((item) => item.enterpriseId !== ENTERPRISE_IDS.acme),
    );
  });
});
