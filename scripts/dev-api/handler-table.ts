/**
 * One handler per operationId of openapi/enterprise-api.yaml. The `Handlers` type lists every
 * operation of the generated schema, so an operation without a handler fails `tsc`.
 */
import { accessKeyHandlers } from './handlers/access-keys';
import { accountHandlers } from './handlers/account';
import type { Handlers } from './handlers/context';
import { enterpriseHandlers } from './handlers/enterprise';
import { projectRequestHandlers } from './handlers/project-requests';
import { projectHandlers } from './handlers/projects';
import { referenceHandlers } from './handlers/reference';
import { userHandlers } from './handlers/user';

export const handlers: Handlers = {
  ...accountHandlers,
  ...userHandlers,
  ...enterpriseHandlers,
  ...projectHandlers,
  ...projectRequestHandlers,
  ...referenceHandlers,
  ...accessKeyHandlers,
};
