/**
 * Project requests: reading one, and the three submission forms. A submitted request appears in the
 * list as request only, UnderReview, created now (the API's clock).
 */
import { projectRequestId } from '../demo-ids';
import { findRequest } from '../store';
import { REQUEST_STATUS, REQUEST_TYPE, type ItemRecord, type RequestType, type Schemas } from '../types';
import {
  NOT_A_MEMBER,
  ROLE_NOT_ALLOWED,
  data,
  isPrivileged,
  membershipOf,
  ok,
  problem,
  type HandlerContext,
  type Handlers,
} from './context';
import { toRequestResult } from './projects';

/** Allowed translation targets by source (document 2, "Translation request"). */
export const TRANSLATION_TARGETS: Record<string, readonly string[]> = {
  'ar-ae': ['en-us'],
  'de-de': ['en-us'],
  'en-gb': ['zh-cn', 'de-de', 'es-es', 'fr-fr', 'ja-jp'],
  'en-us': ['ar-ae', 'de-de', 'es-es', 'fr-fr', 'ja-jp', 'it-it', 'ko-kr', 'pt-br', 'ru-ru', 'zh-cn'],
  'es-es': ['en-us'],
  'fr-fr': ['en-us', 'de-de'],
  'it-it': ['en-us'],
  'ja-jp': ['en-us', 'ko-kr', 'zh-cn'],
  'ko-kr': ['en-us', 'ja-jp', 'zh-cn'],
  'pt-br': ['en-us'],
  'ru-ru': ['en-us'],
  'zh-cn': ['en-us', 'ja-jp', 'ko-kr'],
  'zh-hk': ['en-us', 'ko-kr'],
  'zh-tw': ['en-us', 'ja-jp', 'ko-kr'],
};

const MINIMUM_SIZE_BY_TYPE = { 0: 500, 1: 50 } as const;
const MAX_NUMBER = 999_999_999;

interface NewRequest {
  name: string;
  requestType: RequestType;
  languages: string[];
  projectDescription?: string;
  desiredDeliveryDate?: string | null;
  parameters: Schemas['ProjectRequestParameters'];
}

type Submission =
  { status: 201; body: Schemas['SubmittedProjectRequest'] } | { status: 400 | 403; body: Schemas['ApiProblem'] };

/** Membership and role first, then the request's own rules (`invalid`), then the new request. */
function submit(
  context: HandlerContext,
  enterpriseId: string,
  invalid: string | null,
  request: NewRequest,
): Submission {
  const member = membershipOf(context, enterpriseId);
  // These operations declare no 404: an enterprise the user is not in is forbidden to them.
  if (!member) return problem(403, NOT_A_MEMBER);
  if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
  if (invalid) return problem(400, invalid);
  const store = data(context);
  store.counters.projectRequest += 1;
  const id = projectRequestId(1000 + store.counters.projectRequest);
  const item: ItemRecord = {
    enterpriseId: member.enterprise.id,
    projectId: null,
    projectRequestId: id,
    name: request.name,
    requestType: request.requestType,
    languages: request.languages,
    creationDate: context.now().toISOString(),
    project: null,
    request: {
      status: REQUEST_STATUS.UnderReview,
      projectDescription: request.projectDescription ?? null,
      desiredDeliveryDate: request.desiredDeliveryDate ?? null,
      parameters: request.parameters,
    },
  };
  store.items.push(item);
  return { status: 201, body: { projectRequestId: id } };
}

function translationProblem(body: Schemas['TranslationRequest']): string | null {
  const targets = TRANSLATION_TARGETS[body.sourceLanguage];
  if (!targets) return `${body.sourceLanguage} is not a source language.`;
  if (!targets.includes(body.targetLanguage))
    return `${body.sourceLanguage} cannot be translated to ${body.targetLanguage}.`;
  const minimum = MINIMUM_SIZE_BY_TYPE[body.projectSizeType];
  return body.projectSize < minimum ? `The project size must be at least ${minimum}.` : null;
}

function scriptedSpeechProblem(body: Schemas['ScriptedSpeechRequest']): string | null {
  if (body.detailsType === 0)
    return body.numberOfSpeechHours ? null : 'An hours-based request needs numberOfSpeechHours.';
  return body.numberOfPrompts && body.numberOfRecordingsPerPrompt
    ? null
    : 'A prompt-based request needs numberOfPrompts and numberOfRecordingsPerPrompt.';
}

function qualityProblem(body: Schemas['QualityOfExperienceRequest']): string | null {
  const lowest = body.contributorsPerInputDataUnit;
  const highest = Math.min(MAX_NUMBER, body.projectSize * body.contributorsPerInputDataUnit);
  const value = body.minimumUniqueContributors;
  return value < lowest || value > highest ? `minimumUniqueContributors must be from ${lowest} to ${highest}.` : null;
}

export const projectRequestHandlers: Pick<
  Handlers,
  'getProjectRequest' | 'submitTranslationRequest' | 'submitScriptedSpeechRequest' | 'submitQualityOfExperienceRequest'
> = {
  getProjectRequest({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findRequest(data(context), path.enterpriseId, path.projectRequestId);
    const result = item && toRequestResult(item);
    return result ? ok(result) : problem(404, 'No such project request in this enterprise.');
  },

  submitTranslationRequest({ path, body }, context) {
    return submit(context, path.enterpriseId, translationProblem(body), {
      name: body.name,
      requestType: REQUEST_TYPE.Translation,
      languages: [body.sourceLanguage, body.targetLanguage],
      projectDescription: body.projectDescription,
      desiredDeliveryDate: body.desiredDeliveryDate,
      parameters: {
        SourceLanguage: body.sourceLanguage,
        TargetLanguage: body.targetLanguage,
        TwoTranslations: body.twoTranslations,
        ContentCategory: body.contentCategory ?? null,
        ProjectSize: body.projectSize,
        ProjectSizeType: body.projectSizeType,
      },
    });
  },

  submitScriptedSpeechRequest({ path, body }, context) {
    const hourBased = body.detailsType === 0;
    return submit(context, path.enterpriseId, scriptedSpeechProblem(body), {
      name: body.name,
      requestType: REQUEST_TYPE.ScriptedSpeech,
      languages: [body.language],
      projectDescription: body.projectDescription,
      desiredDeliveryDate: body.desiredDeliveryDate,
      parameters: {
        ProjectScriptedSpeechDetailsType: hourBased ? 'HourBased' : 'PromptBased',
        NumberOfSpeechHours: hourBased ? (body.numberOfSpeechHours ?? null) : null,
        NumberOfPrompts: hourBased ? null : (body.numberOfPrompts ?? null),
        NumberOfRecordingsPerPrompt: hourBased ? null : (body.numberOfRecordingsPerPrompt ?? null),
        Notes: body.notes ?? null,
      },
    });
  },

  submitQualityOfExperienceRequest({ path, body }, context) {
    return submit(context, path.enterpriseId, qualityProblem(body), {
      name: body.name,
      requestType: REQUEST_TYPE.QualityOfExperience,
      languages: [body.language],
      projectDescription: body.projectDescription,
      desiredDeliveryDate: body.desiredDeliveryDate,
      parameters: {
        ProjectSize: body.projectSize,
        ContributorsPerInputDataUnit: body.contributorsPerInputDataUnit,
        MinimumUniqueContributors: body.minimumUniqueContributors,
        Stimulus: body.stimuli.map((s) => ({ InputDataType: s.inputDataType, AverageLength: s.averageLength ?? null })),
        Questions: body.questions.map((q) => ({ QuestionType: q.questionType, ScaleSize: q.scaleSize ?? null })),
        Notes: body.notes ?? null,
      },
    });
  },
};
