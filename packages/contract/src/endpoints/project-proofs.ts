import { endpoint } from './define.ts';

// Design approval: the customer's side under /v1/projects, the shop's under /v1/business.
export const getProjectDesign = endpoint('getProjectDesign', 'GET', '/v1/projects/:projectId/proofs');
export const decideProjectProof = endpoint(
  'decideProjectProof',
  'POST',
  '/v1/projects/:projectId/proofs/:proofId/decision',
);
export const getAppointmentDesign = endpoint(
  'getAppointmentDesign',
  'GET',
  '/v1/appointments/:appointmentId/design',
);

const shopProject = '/v1/business/:businessId/projects/:projectId' as const;
export const getShopProjectDesign = endpoint('getShopProjectDesign', 'GET', `${shopProject}/proofs`);
export const uploadProjectProof = endpoint('uploadProjectProof', 'POST', `${shopProject}/proofs`);
export const setProjectApproval = endpoint('setProjectApproval', 'PUT', `${shopProject}/approval`);
export const listApprovedDesigns = endpoint(
  'listApprovedDesigns',
  'GET',
  '/v1/business/:businessId/approved-designs',
);
