import { endpoint } from './define.ts';

// The customer's projects: follow one, accept its quote, book the next session.
export const listMyProjects = endpoint('listMyProjects', 'GET', '/v1/projects');
export const getMyProject = endpoint('getMyProject', 'GET', '/v1/projects/:projectId');
export const acceptProjectQuote = endpoint('acceptProjectQuote', 'POST', '/v1/projects/:projectId/accept');
export const getProjectFreeTimes = endpoint(
  'getProjectFreeTimes',
  'GET',
  '/v1/projects/:projectId/free-times',
);
export const bookProjectSession = endpoint('bookProjectSession', 'POST', '/v1/projects/:projectId/sessions');

// The shop's projects (owners and the front desk all of them, an artist their own).
const shopProjects = '/v1/business/:businessId/projects' as const;
export const listShopProjects = endpoint('listShopProjects', 'GET', shopProjects);
export const getShopProject = endpoint('getShopProject', 'GET', `${shopProjects}/:projectId`);
export const createShopProject = endpoint('createShopProject', 'POST', shopProjects);
export const updateShopProject = endpoint('updateShopProject', 'PATCH', `${shopProjects}/:projectId`);
export const cancelShopProject = endpoint('cancelShopProject', 'POST', `${shopProjects}/:projectId/cancel`);
/** The shop's (an artist's own) past customers, to start a project for one who returns. */
export const listPastCustomers = endpoint(
  'listPastCustomers',
  'GET',
  '/v1/business/:businessId/past-customers',
);
/** The shop's defaults for a new project, set by the owner. */
export const getProjectDefaults = endpoint(
  'getProjectDefaults',
  'GET',
  '/v1/business/:businessId/project-defaults',
);
export const setProjectDefaults = endpoint(
  'setProjectDefaults',
  'PUT',
  '/v1/business/:businessId/project-defaults',
);
/** Each open project's quote, paid, credit held and due, for the shop's Money. */
export const listProjectBalances = endpoint(
  'listProjectBalances',
  'GET',
  '/v1/business/:businessId/project-balances',
);
