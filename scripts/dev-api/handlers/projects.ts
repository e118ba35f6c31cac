/** Projects and requests: the list, details, delete and cancel, progress, reports, previews, deliverables. */
import { rowStatus, searchItems } from '../projects-query';
import { FILES_PREFIX } from '../files';
import { findProject, findRequest, visibleItems } from '../store';
import {
  DELIVERABLE_STATUS,
  PROJECT_STATUS,
  REQUEST_STATUS,
  type ItemRecord,
  type ProjectStatus,
  type Schemas,
} from '../types';
import {
  NOT_A_MEMBER,
  ROLE_NOT_ALLOWED,
  data,
  isPrivileged,
  membershipOf,
  noContent,
  ok,
  problem,
  type HandlerContext,
  type Handlers,
} from './context';

const NO_SUCH_PROJECT = 'No such project in this enterprise.';
const REPORT_HEIGHT = 700;
const EMBED_TOKEN_SECONDS = 3600;

export function toRequestResult(item: ItemRecord): Schemas['ProjectRequestResult'] | null {
  if (!item.request || !item.projectRequestId) return null;
  return {
    projectRequestId: item.projectRequestId,
    name: item.name,
    status: item.request.status,
    requestType: item.requestType,
    creationDate: item.creationDate,
    projectDescription: item.request.projectDescription,
    desiredDeliveryDate: item.request.desiredDeliveryDate,
    projectRequestLanguages: item.languages.map((languageCode) => ({ languageCode })),
    parameters: structuredClone(item.request.parameters),
  };
}

function toProjectResult(item: ItemRecord): Schemas['ProjectResult'] | null {
  if (!item.project) return null;
  return {
    jobs: item.project.jobs.map(({ previewPath: _previewPath, ...job }) => structuredClone(job)),
    projectReportIds: [...item.project.projectReportIds],
  };
}

function toProjectInformation(item: ItemRecord): Schemas['ProjectInformation'] {
  return {
    name: item.name,
    status: rowStatus(item),
    requestType: item.requestType,
    creationDate: item.creationDate,
    startDate: item.project?.startDate ?? null,
    projectId: item.projectId,
    workflowStatus: item.project?.workflowStatus ?? null,
    projectResult: toProjectResult(item),
    projectRequestResult: toRequestResult(item),
  };
}

const toSummary = (
  item: ItemRecord & { projectId: string; project: NonNullable<ItemRecord['project']> },
): Schemas['ProjectSummary'] => ({
  projectId: item.projectId,
  projectName: item.name,
  status: item.project.status,
  requestType: item.requestType,
  creationDate: item.creationDate,
  startDate: item.project.startDate,
  workflowStatus: item.project.workflowStatus,
});

function projectsOf(context: HandlerContext, enterpriseId: string) {
  return visibleItems(data(context), enterpriseId).flatMap((item) =>
    item.project && item.projectId ? [{ ...item, projectId: item.projectId, project: item.project }] : [],
  );
}

const findItem = (
  context: HandlerContext,
  enterpriseId: string,
  itemId: string,
  type: Schemas['ItemType'],
): ItemRecord | undefined =>
  type === 'p' ? findProject(data(context), enterpriseId, itemId) : findRequest(data(context), enterpriseId, itemId);

/** The specification's deletion rule (document 2, "Rules on the list and details"). */
const DELETABLE_PROJECT_STATUSES = new Set<ProjectStatus>([
  PROJECT_STATUS.NotActive,
  PROJECT_STATUS.InsufficientData,
  PROJECT_STATUS.UploadSuccessfully,
  PROJECT_STATUS.UploadErrors,
  PROJECT_STATUS.Cancelled,
  PROJECT_STATUS.Completed,
]);

function isDeletable(item: ItemRecord): boolean {
  if (item.project) {
    return (
      DELETABLE_PROJECT_STATUSES.has(item.project.status) || item.project.workflowStatus === PROJECT_STATUS.Cancelled
    );
  }
  return item.request?.status === REQUEST_STATUS.UnderReview || item.request?.status === REQUEST_STATUS.NotApproved;
}

function markDeleted(item: ItemRecord): void {
  if (item.project)
    item.project = { ...item.project, status: PROJECT_STATUS.Deleted, workflowStatus: PROJECT_STATUS.Deleted };
  if (item.request) item.request = { ...item.request, status: REQUEST_STATUS.CustomerDeleted };
}

const isCancellable = (project: NonNullable<ItemRecord['project']>): boolean =>
  project.status !== PROJECT_STATUS.Completed &&
  project.status !== PROJECT_STATUS.Cancelled &&
  project.workflowStatus !== PROJECT_STATUS.Cancelled;

function reportIdsOf(item: ItemRecord): string[] {
  return item.project
    ? [...item.project.projectReportIds, ...item.project.jobs.flatMap((job) => job.jobReportIds)]
    : [];
}

/** Values for the metric names the demo knows; any other name answers null. */
function metricValue(item: ItemRecord, name: string): number | null {
  const progress = item.project?.progress ?? 0;
  const metrics: Record<string, number> = {
    progress,
    totalTasks: 1000,
    completedTasks: Math.round(progress * 1000),
    contributors: 48,
  };
  return metrics[name] ?? null;
}

type ProjectOperations =
  | 'searchProjectsAndRequests'
  | 'getProjectOrRequestDetails'
  | 'deleteProjectOrRequest'
  | 'getProjectsProgress'
  | 'getProjectDataDownload'
  | 'cancelProject'
  | 'getReportEmbedConfig'
  | 'getProjects'
  | 'searchProjects'
  | 'getReportConfiguration'
  | 'getProjectPreviewInfo'
  | 'getDeliverables'
  | 'getDeliverableDownloadLink'
  | 'getProjectPricing'
  | 'getJobMetrics';

export const projectHandlers: Pick<Handlers, ProjectOperations> = {
  searchProjectsAndRequests({ path, body }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    return ok(searchItems(visibleItems(data(context), path.enterpriseId), body));
  },

  getProjectOrRequestDetails({ path, query }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findItem(context, path.enterpriseId, path.itemId, query.type);
    return item ? ok(toProjectInformation(item)) : problem(404, 'No such project or request in this enterprise.');
  },

  deleteProjectOrRequest({ path, query }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    const item = findItem(context, path.enterpriseId, path.itemId, query.type);
    if (!item) return problem(404, 'No such project or request in this enterprise.');
    if (!isDeletable(item)) return problem(409, 'A project in this status cannot be deleted.');
    markDeleted(item);
    return noContent();
  },

  getProjectsProgress({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    return ok(
      projectsOf(context, path.enterpriseId).map((i) => ({
        projectId: i.projectId,
        progress: i.project.progress,
        status: i.project.status,
      })),
    );
  },

  getProjectDataDownload({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findProject(data(context), path.enterpriseId, path.projectId);
    return item?.projectId
      ? ok({ url: context.fileLink(`${FILES_PREFIX}projects/${encodeURIComponent(item.projectId)}`) })
      : problem(404, NO_SUCH_PROJECT);
  },

  /** The workflow status becomes Cancelled; the status is kept (spec: cancel success). */
  cancelProject({ path }, context) {
    const member = membershipOf(context, path.enterpriseId);
    if (!member) return problem(404, NOT_A_MEMBER);
    if (!isPrivileged(member.membership.role)) return problem(403, ROLE_NOT_ALLOWED);
    const project = findProject(data(context), path.enterpriseId, path.projectId)?.project;
    if (!project) return problem(404, NO_SUCH_PROJECT);
    if (!isCancellable(project)) return problem(409, 'The project is already completed or cancelled.');
    project.workflowStatus = PROJECT_STATUS.Cancelled;
    return noContent();
  },

  getReportEmbedConfig({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findProject(data(context), path.enterpriseId, path.projectId);
    if (!item || !reportIdsOf(item).includes(path.reportId)) return problem(404, 'No such report for this project.');
    const reportId = encodeURIComponent(path.reportId);
    // A Power BI address that cannot be reached from here; the embed shows its own error, as expected.
    return ok({
      accessToken: `demo-embed-token.${reportId}`,
      url: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${path.enterpriseId}`,
      reportId: path.reportId,
      reportHeight: REPORT_HEIGHT,
      expiresAt: new Date(context.now().getTime() + EMBED_TOKEN_SECONDS * 1000).toISOString(),
    });
  },

  getProjects({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    return ok(projectsOf(context, path.enterpriseId).map(toSummary));
  },

  searchProjects({ path, body }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const name = body.name?.trim().toLowerCase() ?? '';
    const all = projectsOf(context, path.enterpriseId)
      .filter((i) => i.name.toLowerCase().includes(name))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const start = body.pageNumber * body.itemsPerPage;
    return ok({ list: all.slice(start, start + body.itemsPerPage).map(toSummary), totalCount: all.length });
  },

  getReportConfiguration({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const project = findProject(data(context), path.enterpriseId, path.projectId)?.project;
    return project ? ok(structuredClone(project.reportConfiguration)) : problem(404, NO_SUCH_PROJECT);
  },

  getProjectPreviewInfo({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findProject(data(context), path.enterpriseId, path.projectId);
    if (!item?.project) return problem(404, NO_SUCH_PROJECT);
    return ok({
      projectName: item.name,
      jobPreviews: item.project.jobs.map((job) => ({
        jobName: job.name,
        languageCode: job.languageCode,
        previewUrl: context.fileLink(job.previewPath),
      })),
    });
  },

  getDeliverables({ path, query }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const project = findProject(data(context), path.enterpriseId, path.projectId)?.project;
    if (!project) return problem(404, NO_SUCH_PROJECT);
    const all = [...project.deliverables].sort((a, b) => b.createdTimestamp.localeCompare(a.createdTimestamp));
    const pageNumber = query.pageNumber ?? 0;
    const size = query.itemsPerPage ?? 10;
    return ok({
      list: all.slice(pageNumber * size, (pageNumber + 1) * size).map((d) => ({ ...d })),
      page: pageNumber,
      totalCount: all.length,
    });
  },

  getDeliverableDownloadLink({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const project = findProject(data(context), path.enterpriseId, path.projectId)?.project;
    const deliverable = project?.deliverables.find((d) => d.deliverableId === path.deliverableId);
    if (!deliverable) return problem(404, 'No such deliverable for this project.');
    if (deliverable.deliverableStatus !== DELIVERABLE_STATUS.Published)
      return problem(409, 'This deliverable is not published.');
    deliverable.downloadCount += 1;
    return ok({
      url: context.fileLink(`${FILES_PREFIX}deliverables/${encodeURIComponent(deliverable.deliverableId)}`),
    });
  },

  getProjectPricing({ path }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    return ok(structuredClone(data(context).pricing));
  },

  getJobMetrics({ path, body }, context) {
    if (!membershipOf(context, path.enterpriseId)) return problem(404, NOT_A_MEMBER);
    const item = findProject(data(context), path.enterpriseId, body.ExternalProjectId);
    if (!item?.project?.jobs.some((job) => job.externalJobId === body.ExternalJobId))
      return problem(404, 'No such job in this enterprise.');
    return ok({ metrics: body.MetricNames.map((name) => ({ name, value: metricValue(item, name) })) });
  },
};
