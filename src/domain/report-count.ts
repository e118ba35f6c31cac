/** Spec document 2 section 3 "Report configuration": ReportType None 0, Summary 1, Detailed 2. */
export const ReportType = { None: 0, Summary: 1, Detailed: 2 } as const;
export type ReportType = (typeof ReportType)[keyof typeof ReportType];

export interface ReportConfigurationLike {
  reportType: number | null | undefined;
  jobsReportsConfiguration: readonly { reportType: number | null | undefined }[];
}

const isSet = (type: number | null | undefined): type is number => type !== null && type !== undefined;

/**
 * "Reports counted: one for the project if its type is set, plus one per job report that is set and
 * not none; when the project type is not set, a job counts if its type is not none."
 * Read literally: "set" means present (not null); in the second case an unset job type is "not none"
 * and counts.
 */
export function reportCount(configuration: ReportConfigurationLike): number {
  const jobs = configuration.jobsReportsConfiguration;
  if (isSet(configuration.reportType)) {
    return 1 + jobs.filter((job) => isSet(job.reportType) && job.reportType !== ReportType.None).length;
  }
  return jobs.filter((job) => job.reportType !== ReportType.None).length;
}
