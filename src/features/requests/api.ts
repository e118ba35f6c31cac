import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema';

/**
 * GET languages/: every language the provider works with (the Scripted Speech and Quality of
 * Experience language options). Reference data: fresh for an hour.
 */
export const languagesQuery = () => ({ ...$api.queryOptions('get', '/languages/'), staleTime: 60 * 60_000 });

type Schemas = components['schemas'];

/**
 * GET {enterpriseId}/pricing/project/: the enterprise's currency and unit price per request type (the
 * forms' price estimate, docs/product-decisions.md "Price estimates"). Fresh for 5 minutes; a failure hides the
 * estimate and is not retried (the estimate is a nicety: the form never waits for it).
 */
export const pricingQuery = (enterpriseId: string) => ({
  ...$api.queryOptions('get', '/{enterpriseId}/pricing/project/', { params: { path: { enterpriseId } } }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** GET {enterpriseId}/project-request/{projectRequestId}/: the request 'Request again' copies. */
export const projectRequestQuery = (enterpriseId: string, projectRequestId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/project-request/{projectRequestId}/', {
    params: { path: { enterpriseId, projectRequestId } },
  });

/** POST {enterpriseId}/project-request/translation/ → 201 { projectRequestId }. Failures throw (ApiError, TimeoutError, NetworkError). */
export async function submitTranslationRequest(enterpriseId: string, body: Schemas['TranslationRequest']) {
  const { data } = await api.POST('/{enterpriseId}/project-request/translation/', {
    params: { path: { enterpriseId } },
    body,
  });
  return data;
}

/** POST {enterpriseId}/project-request/scripted-speech/ → 201 { projectRequestId }. */
export async function submitScriptedSpeechRequest(enterpriseId: string, body: Schemas['ScriptedSpeechRequest']) {
  const { data } = await api.POST('/{enterpriseId}/project-request/scripted-speech/', {
    params: { path: { enterpriseId } },
    body,
  });
  return data;
}

/** POST {enterpriseId}/project-request/quality-of-experience/ → 201 { projectRequestId }. */
export async function submitQualityRequest(enterpriseId: string, body: Schemas['QualityOfExperienceRequest']) {
  const { data } = await api.POST('/{enterpriseId}/project-request/quality-of-experience/', {
    params: { path: { enterpriseId } },
    body,
  });
  return data;
}

/** A new request is a new row of the projects list: its cached pages are stale now. */
export function invalidateProjectLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: ['post', '/enterprises/{enterpriseId}/projects-and-requests/search/'],
  });
}
