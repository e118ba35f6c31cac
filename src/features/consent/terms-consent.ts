import { paths } from '../../config/paths';
import { requestProjectHidden } from '../../domain/roles';

/**
 * Where the user goes once the terms are consented to (spec document 2 section 2 "Terms consent
 * page"): the access-key home of the first enterprise when the hide-request-project flag is on,
 * otherwise the index page. The signed-in area redirects the terms-consent route here as soon as the
 * profile says the terms are consented, so this is the one place that decides.
 */
export function afterConsentPath(firstEnterpriseId: string | null): string {
  return requestProjectHidden() && firstEnterpriseId ? paths.accessKeyHome(firstEnterpriseId) : paths.index();
}
