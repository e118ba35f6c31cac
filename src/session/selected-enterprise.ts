/** The selected enterprise, remembered in local storage by the user's application id (spec doc 2 §3). */
const keyFor = (applicationUserId: string) => `dc.selectedEnterprise.${applicationUserId}`;

export function rememberedEnterprise(applicationUserId: string): string | null {
  try {
    return localStorage.getItem(keyFor(applicationUserId));
  } catch {
    return null;
  }
}

export function rememberEnterprise(applicationUserId: string, enterpriseId: string): void {
  try {
    localStorage.setItem(keyFor(applicationUserId), enterpriseId);
  } catch {
    // storage unavailable: the first enterprise is used next time
  }
}

/** The remembered enterprise when the user still belongs to it, else the first one. */
export function pickEnterprise(
  applicationUserId: string,
  enterprises: readonly { externalEnterpriseId: string }[],
): string | null {
  const remembered = rememberedEnterprise(applicationUserId);
  if (remembered && enterprises.some((e) => e.externalEnterpriseId === remembered)) return remembered;
  return enterprises[0]?.externalEnterpriseId ?? null;
}
