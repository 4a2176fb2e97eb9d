import { endpoint } from './define.ts';

const waiverSession = '/v1/shops/:shopUrl/waiver-sessions/:sessionId' as const;

export const getWaiverPreview = endpoint('getWaiverPreview', 'GET', '/v1/shops/:shopUrl/waiver');
export const startWaiverSession = endpoint(
  'startWaiverSession',
  'POST',
  '/v1/appointments/:appointmentId/waiver-session',
);
export const getWaiverSession = endpoint('getWaiverSession', 'GET', waiverSession);
export const saveWaiverDraft = endpoint('saveWaiverDraft', 'PUT', `${waiverSession}/draft`);
/** Declares an ID photo's upload: the session's unguessable id is the grant, no one need be signed in. */
export const createWaiverSessionUpload = endpoint(
  'createWaiverSessionUpload',
  'POST',
  `${waiverSession}/uploads`,
);
export const signWaiver = endpoint('signWaiver', 'POST', `${waiverSession}/sign`);

// The shop's side: template versions, sessions to send, the signed records (owners and staff).
const business = '/v1/business/:businessId' as const;
export const listWaiverTemplates = endpoint('listWaiverTemplates', 'GET', `${business}/waiver-templates`);
export const createWaiverTemplate = endpoint('createWaiverTemplate', 'POST', `${business}/waiver-templates`);
export const createWaiverSession = endpoint('createWaiverSession', 'POST', `${business}/waiver-sessions`);
export const listSignedWaivers = endpoint('listSignedWaivers', 'GET', `${business}/waivers`);
export const getSignedWaiverPdf = endpoint(
  'getSignedWaiverPdf',
  'GET',
  `${business}/waivers/:signedWaiverId/pdf`,
);
export const verifySignedWaiver = endpoint(
  'verifySignedWaiver',
  'GET',
  `${business}/waivers/:signedWaiverId/verify`,
);
