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
