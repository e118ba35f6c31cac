import type { components } from '../../src/api/schema';

export type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type ProjectStatus = Schemas['ProjectStatus'];
export type ProjectRequestStatus = Schemas['ProjectRequestStatus'];
export type RequestType = Schemas['RequestType'];

export const ROLE = { Admin: 0, Viewer: 1, CustomerSuccess: 2, CustomerSuccessPrincipal: 3 } as const;
export const REQUEST_TYPE = { Other: 0, Translation: 1, ScriptedSpeech: 2, QualityOfExperience: 3 } as const;
export const REQUEST_STATUS = {
  UnderReview: 0,
  NotApproved: 10,
  ConvertedToProject: 20,
  Closed: 30,
  CustomerDeleted: 40,
} as const;
export const PROJECT_STATUS = {
  NotActive: 0,
  ProcessingDataUploads: 500,
  InsufficientData: 600,
  UploadErrors: 700,
  UploadSuccessfully: 800,
  PreparingProject: 900,
  Running: 1000,
  Paused: 2000,
  AssessingQuality: 2500,
  GeneratingResults: 2700,
  Completed: 3000,
  Cancelled: 5000,
  Deleted: 10000,
} as const;
export const DELIVERABLE_STATUS = { Unpublished: 0, Published: 1, Deleted: 2 } as const;

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The profile's role; the role that counts in an enterprise is the membership's. */
  role: Role;
  /** null: the account cannot sign in yet (pending create-password). */
  password: string | null;
  termsAccepted: boolean;
  cookies: Schemas['StoredCookiePreferences'];
}

export interface EnterpriseRecord {
  id: string;
  name: string;
  ownerUserId: string | null;
  settings: Schemas['EnterpriseSettings'];
  billingInformation: Schemas['BillingInformation'];
  billingContact: Schemas['BillingContact'];
  /** null: the enterprise has no principal manager (getPrincipalManager answers 404). */
  principalManager: Schemas['Manager'] | null;
  managers: Schemas['Manager'][];
}

export interface MembershipRecord {
  userId: string;
  enterpriseId: string;
  role: Role;
}

export interface InvitationRecord {
  enterpriseId: string;
  email: string;
  role: Role;
  invitedAt: string;
}

/** A job as stored: the public Job plus where its preview lives (made absolute per request). */
export type JobRecord = Schemas['Job'] & { previewPath: string };

export interface ProjectPart {
  status: ProjectStatus;
  workflowStatus: ProjectStatus;
  progress: number | null;
  startDate: string | null;
  jobs: JobRecord[];
  projectReportIds: string[];
  reportConfiguration: Schemas['ReportConfiguration'];
  deliverables: Schemas['Deliverable'][];
}

export interface RequestPart {
  status: ProjectRequestStatus;
  projectDescription: string | null;
  desiredDeliveryDate: string | null;
  parameters: Schemas['ProjectRequestParameters'];
}

/**
 * One row of the projects-and-requests list: a project, a request, or both. The kind follows from
 * which of `project` and `request` is set.
 */
export interface ItemRecord {
  enterpriseId: string;
  projectId: string | null;
  projectRequestId: string | null;
  name: string;
  requestType: RequestType;
  languages: string[];
  creationDate: string;
  project: ProjectPart | null;
  request: RequestPart | null;
}

export type AccessKeyRecord = Schemas['AccessKey'] & {
  enterpriseId: string;
  /** Only a hash is kept: the secret is shown once, at creation. */
  secretSha256: string;
};

export interface SeedData {
  users: UserRecord[];
  enterprises: EnterpriseRecord[];
  memberships: MembershipRecord[];
  invitations: InvitationRecord[];
  items: ItemRecord[];
  accessKeys: AccessKeyRecord[];
  permissions: Schemas['PermissionDescriptor'][];
  languages: Schemas['Language'][];
  countries: Schemas['Country'][];
  pricing: Schemas['ProjectPricing'];
}
