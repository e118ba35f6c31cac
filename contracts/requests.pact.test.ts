/**
 * Project requests (spec document 2 sections 3, 5, 7 and 8): the languages the Scripted Speech and
 * Quality of Experience forms offer, and the three submissions. Each test drives the portal's own
 * code — the form values through the body builders of src/features/requests/form-values.ts, then
 * the submit functions and query options of src/features/requests/api.ts through the generated client
 * and its session middleware — against the Pact mock server. One interaction per outcome the UI
 * handles:
 * - 201: the request is recorded (the success modal opens; nothing of the answer is read);
 * - any failure (the page is replaced by the enterprise's error page, the draft kept): a pair outside
 *   the allowed-targets table or an out-of-range QoE value (400), a viewer's request (403, for each
 *   of the three types);
 * - languages 200; 500 (the form keeps the draft and redirects to the generic error page); 401 (the
 *   session layer sends the user to login, and the form does not go to the error page);
 * - the pricing of the price estimate (docs/product-decisions.md "Price estimates"): 200 (the currency and each
 *   type's unit price, read by src/domain/price-estimate.ts); 500 (the estimate is hidden, the form goes on);
 * - 'Request again': the request the form copies, 200 (read by requestAsDraft) and 404
 *   (the not-found page).
 *
 * The enterprise languages (GET enterprises/{id}/languages/) are not called by the request forms; their
 * contract is with their user, the projects filter (contracts/projects.pact.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { createQueryClient } from '../src/api/query-client';
import { languageOptions } from '../src/domain/languages';
import { estimatedPrice, translationQuantity } from '../src/domain/price-estimate';
import { ProjectSizeType } from '../src/domain/project-size';
import { ScriptedSpeechDetailsType } from '../src/domain/scripted-speech';
import {
  languagesQuery,
  pricingQuery,
  projectRequestQuery,
  submitQualityRequest,
  submitScriptedSpeechRequest,
  submitTranslationRequest,
} from '../src/features/requests/api';
import {
  qualityBody,
  qualityDefaults,
  requestAsDraft,
  scriptedSpeechBody,
  scriptedSpeechDefaults,
  translationBody,
  translationDefaults,
  translationFromDraft,
  type QualityValues,
} from '../src/features/requests/form-values';

import { ENTERPRISE_IDS, NAMED_ITEMS } from '../scripts/dev-api/demo-ids';
import { PACT_ADMIN_TOKEN, PACT_EXPIRED_TOKEN, PACT_STATES, PACT_VIEWER_TOKEN } from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, failure, freshSession, newPact, signedInWith, useMockApi } from './support';

const { like, eachLike } = MatchersV3;

const pact = newPact();
const ACME = ENTERPRISE_IDS.acme;
const path = (type: 'translation' | 'scripted-speech' | 'quality-of-experience') =>
  `/api/${ACME}/project-request/${type}/`;
/** A day inside the delivery window until the end of 2049, so the pact does not change by the day. */
const DELIVERY_DAY = '2049-06-30';

const json = { 'Content-Type': 'application/json' };

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('GET /api/languages/', () => {
  it('lists the languages the Scripted Speech and Quality of Experience forms offer', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.referenceLanguages)
      .uponReceiving('a request for every language the provider works with')
      .withRequest('GET', '/api/languages/', (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({ languageCode: like('en-us'), languageName: like('English'), region: like('United States') }),
        ),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const languages = await createQueryClient().fetchQuery(languagesQuery());
        expect(languages[0]).toEqual({ languageCode: 'en-us', languageName: 'English', region: 'United States' });
        const options = languageOptions(
          languages.map((l) => l.languageCode),
          'en-us',
          languages,
        );
        expect(options[0]).toEqual({ code: 'en-us', label: 'English (United States)' });
      });
  });

  it("fails with a server error, which is not the session's: the form keeps the draft and goes to the generic error page", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.accountStorageDown)
      .uponReceiving('a request for the languages while the API cannot reach its storage')
      .withRequest('GET', '/api/languages/', (b) => b.headers(authorizedAs()))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_ADMIN_TOKEN);
        // The app's client retries a 5xx once: the same request again, so one is enough here.
        const error = await failure(createQueryClient().fetchQuery({ ...languagesQuery(), retry: false }));
        expect(isApiError(error, 500)).toBe(true);
        expect(isApiError(error, 401)).toBe(false); // what ServerLanguageField tells apart
        expect(unauthorized).toBe(0);
      });
  });

  it('fails as 401 when the API no longer accepts the token, and the portal is sent to login', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('a request for the languages with an access token the API no longer accepts')
      .withRequest('GET', '/api/languages/', (b) => b.headers(authorizedAs(PACT_EXPIRED_TOKEN)))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        expect(isApiError(await failure(createQueryClient().fetchQuery(languagesQuery())), 401)).toBe(true);
        expect(unauthorized).toBe(1);
      });
  });
});

describe('POST /api/{enterpriseId}/project-request/translation/', () => {
  it('records a translation request with every field (201)', async () => {
    const body = translationBody({
      ...translationDefaults(),
      sourceLanguage: 'en-us',
      targetLanguage: 'de-de',
      twoTranslations: true,
      name: 'Checkout emails, German',
      projectDescription: 'Order confirmations and shipping notices.',
      contentCategory: 3,
      projectSizeType: 1,
      projectSize: '1200',
      desiredDeliveryDate: DELIVERY_DAY,
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a translation request with every field')
      .withRequest('POST', path('translation'), (b) => b.headers({ ...authorizedAs(), ...json }).jsonBody(body))
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await submitTranslationRequest(ACME, body);
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${path('translation')}`]);
      });
  });

  it('records a translation request with only the required fields, the optional ones left out (201)', async () => {
    const body = translationBody({
      ...translationDefaults(),
      sourceLanguage: 'ko-kr',
      targetLanguage: 'ja-jp',
      name: 'Menus',
      projectDescription: '  ',
    });
    expect(body).toEqual({
      name: 'Menus',
      sourceLanguage: 'ko-kr',
      targetLanguage: 'ja-jp',
      twoTranslations: false,
      projectSizeType: 0,
      projectSize: 500,
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a translation request with only the required fields')
      .withRequest('POST', path('translation'), (b) => b.headers({ ...authorizedAs(), ...json }).jsonBody(body))
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await submitTranslationRequest(ACME, body);
      });
  });

  it('is refused with 400 for a pair outside the allowed-targets table (the page is replaced by the error page)', async () => {
    // The form never offers de-de → fr-fr; a stale or tampered draft could still send it.
    const body = translationBody({
      ...translationDefaults(),
      sourceLanguage: 'de-de',
      targetLanguage: 'fr-fr',
      name: 'Not allowed',
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a translation request for a language pair outside the allowed targets')
      .withRequest('POST', path('translation'), (b) => b.headers({ ...authorizedAs(), ...json }).jsonBody(body))
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(submitTranslationRequest(ACME, body)), 400)).toBe(true);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    const body = translationBody({
      ...translationDefaults(),
      sourceLanguage: 'en-us',
      targetLanguage: 'es-es',
      name: 'By a viewer',
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a translation request by a viewer')
      .withRequest('POST', path('translation'), (b) =>
        b.headers({ ...authorizedAs(PACT_VIEWER_TOKEN), ...json }).jsonBody(body),
      )
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(submitTranslationRequest(ACME, body)), 403)).toBe(true);
      });
  });
});

describe('POST /api/{enterpriseId}/project-request/scripted-speech/', () => {
  it('records an hours-based request (201)', async () => {
    const body = scriptedSpeechBody({
      ...scriptedSpeechDefaults(),
      name: 'Car voice commands',
      language: 'nl-nl',
      numberOfSpeechHours: '120',
      notes: 'Quiet rooms only.',
      desiredDeliveryDate: DELIVERY_DAY,
    });
    expect(body).toMatchObject({ detailsType: 0, numberOfSpeechHours: 120 });
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('an hours-based scripted speech request')
      .withRequest('POST', path('scripted-speech'), (b) => b.headers({ ...authorizedAs(), ...json }).jsonBody(body))
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await submitScriptedSpeechRequest(ACME, body);
      });
  });

  it('records a prompt-based request (201)', async () => {
    const body = scriptedSpeechBody({
      detailsType: ScriptedSpeechDetailsType.PromptBased,
      name: 'Wake words',
      language: 'en-gb',
      numberOfPrompts: '20',
      numberOfRecordingsPerPrompt: '50',
      projectDescription: 'Three wake words.',
    });
    expect(body).toEqual({
      name: 'Wake words',
      projectDescription: 'Three wake words.',
      language: 'en-gb',
      detailsType: 1,
      numberOfPrompts: 20,
      numberOfRecordingsPerPrompt: 50,
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a prompt-based scripted speech request')
      .withRequest('POST', path('scripted-speech'), (b) => b.headers({ ...authorizedAs(), ...json }).jsonBody(body))
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await submitScriptedSpeechRequest(ACME, body);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    const body = scriptedSpeechBody({ ...scriptedSpeechDefaults(), name: 'By a viewer', language: 'en-us' });
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a scripted speech request by a viewer')
      .withRequest('POST', path('scripted-speech'), (b) =>
        b.headers({ ...authorizedAs(PACT_VIEWER_TOKEN), ...json }).jsonBody(body),
      )
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(submitScriptedSpeechRequest(ACME, body)), 403)).toBe(true);
      });
  });
});

describe('POST /api/{enterpriseId}/project-request/quality-of-experience/', () => {
  const twoOfEach = (): QualityValues => {
    const defaults = qualityDefaults();
    return {
      ...defaults,
      name: 'Call quality, wave 2',
      language: 'pt-pt',
      notes: 'Headphones required.',
      projectSize: '1000',
      contributorsPerInputDataUnit: '20',
      minimumUniqueContributors: '40',
      uniqueContributorsRange: { min: 20, max: 20000 },
      desiredDeliveryDate: DELIVERY_DAY,
      stimuli: [
        { key: 'a', inputDataType: 1, averageLength: '12.5' },
        { key: 'b', inputDataType: 2, averageLength: undefined },
      ],
      questions: [
        { key: 'c', questionType: 1, scaleSize: '7' },
        { key: 'd', questionType: 2, scaleSize: undefined },
      ],
    };
  };

  it('records a request with stimuli and questions (201)', async () => {
    const body = qualityBody(twoOfEach());
    expect(body.stimuli).toEqual([{ inputDataType: 1, averageLength: 12.5 }, { inputDataType: 2 }]);
    expect(body.questions).toEqual([{ questionType: 1, scaleSize: 7 }, { questionType: 2 }]);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a quality of experience request with two stimuli and two questions')
      .withRequest('POST', path('quality-of-experience'), (b) =>
        b.headers({ ...authorizedAs(), ...json }).jsonBody(body),
      )
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await submitQualityRequest(ACME, body);
      });
  });

  it('is refused with 403 for a viewer (the page is replaced by the error page)', async () => {
    const body = qualityBody({
      ...qualityDefaults(),
      name: 'By a viewer',
      language: 'en-us',
      minimumUniqueContributors: '15',
    });
    await pact
      .addInteraction()
      .given(PACT_STATES.viewerSignedIn)
      .uponReceiving('a quality of experience request by a viewer')
      .withRequest('POST', path('quality-of-experience'), (b) =>
        b.headers({ ...authorizedAs(PACT_VIEWER_TOKEN), ...json }).jsonBody(body),
      )
      .willRespondWith(403)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_VIEWER_TOKEN);
        expect(isApiError(await failure(submitQualityRequest(ACME, body)), 403)).toBe(true);
      });
  });

  it('is refused with 400 when minimum unique contributors are out of range (the page is replaced by the error page)', async () => {
    // 500 units × 15 contributors allow at most 7,500; the form clamps, a stale draft range may not.
    const body = qualityBody({
      ...qualityDefaults(),
      name: 'Out of range',
      language: 'en-us',
      minimumUniqueContributors: '8000',
      uniqueContributorsRange: { min: 15, max: 999_999_999 },
    });
    expect(body.minimumUniqueContributors).toBe(8000);
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a quality of experience request with minimum unique contributors out of range')
      .withRequest('POST', path('quality-of-experience'), (b) =>
        b.headers({ ...authorizedAs(), ...json }).jsonBody(body),
      )
      .willRespondWith(400)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(submitQualityRequest(ACME, body)), 400)).toBe(true);
      });
  });
});

describe('GET /api/{enterpriseId}/pricing/project/', () => {
  it("gives the enterprise's currency and a unit price per request type (the price estimate)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmePricing)
      .uponReceiving("a request for Acme Corp's prices")
      .withRequest('GET', `/api/${ACME}/pricing/project/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          currency: like('USD'),
          prices: [
            like({ requestType: 1, unit: 'word', unitPrice: 0.08 }),
            like({ requestType: 2, unit: 'speech hour', unitPrice: 95 }),
            like({ requestType: 3, unit: 'input data unit', unitPrice: 0.6 }),
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const pricing = await createQueryClient().fetchQuery(pricingQuery(ACME));
        expect(pricing.currency).toBe('USD');
        const words = translationQuantity(ProjectSizeType.Words, '500');
        expect(typeof words === 'number' ? estimatedPrice(pricing, 1, words) : words).toBe(40);
      });
  });

  it('fails with a server error: the form hides the estimate and goes on', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.enterpriseStorageDown)
      .uponReceiving("a request for Acme Corp's prices while the API cannot reach its enterprise storage")
      .withRequest('GET', `/api/${ACME}/pricing/project/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_ADMIN_TOKEN);
        expect(isApiError(await failure(createQueryClient().fetchQuery(pricingQuery(ACME))), 500)).toBe(true);
        expect(unauthorized).toBe(0);
      });
  });
});

describe('GET /api/{enterpriseId}/project-request/{projectRequestId}/', () => {
  const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation.projectRequestId;
  const UNKNOWN = '40000000-0000-4000-8000-fffffffffff0';

  it("gives a translation request's name, description and parameters ('Request again' fills the form)", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for the project request Checkout Flow Translation')
      .withRequest('GET', `/api/${ACME}/project-request/${CHECKOUT}/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          projectRequestId: like(CHECKOUT),
          name: like('Checkout Flow Translation'),
          status: like(20),
          requestType: like(1),
          creationDate: like('2026-01-10T10:00:00.000Z'),
          projectDescription: like('Cart, payment and confirmation screens of the web shop.'),
          desiredDeliveryDate: like('2026-03-31'),
          projectRequestLanguages: eachLike({ languageCode: like('en-us') }),
          parameters: {
            SourceLanguage: like('en-us'),
            TargetLanguage: like('de-de'),
            TwoTranslations: like(false),
            ContentCategory: like(3),
            ProjectSize: like(12000),
            ProjectSizeType: like(0),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const request = await createQueryClient().fetchQuery(projectRequestQuery(ACME, CHECKOUT));
        expect(translationFromDraft(requestAsDraft(request))).toMatchObject({
          name: 'Checkout Flow Translation (copy)',
          sourceLanguage: 'en-us',
          targetLanguage: 'de-de',
          projectSize: '12000',
          desiredDeliveryDate: undefined,
        });
      });
  });

  it('fails with 404 for a request the enterprise does not have (the not-found page)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .given(PACT_STATES.acmeProjects)
      .uponReceiving('a request for a project request that does not exist')
      .withRequest('GET', `/api/${ACME}/project-request/${UNKNOWN}/`, (b) => b.headers(authorizedAs()))
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await failure(createQueryClient().fetchQuery(projectRequestQuery(ACME, UNKNOWN)));
        expect(isApiError(error, 404)).toBe(true);
      });
  });
});
