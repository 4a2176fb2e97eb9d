import type * as businessEndpoints from './endpoints/business.ts';
import type * as catalogEndpoints from './endpoints/catalog.ts';
import type * as chatEndpoints from './endpoints/chat.ts';
import type * as checkinEndpoints from './endpoints/checkin.ts';
import type * as flashEndpoints from './endpoints/flash.ts';
import type * as paymentEndpoints from './endpoints/payments.ts';
import type * as projectProofEndpoints from './endpoints/project-proofs.ts';
import type * as projectEndpoints from './endpoints/projects.ts';
import type * as requestEndpoints from './endpoints/requests.ts';
import type * as reviewEndpoints from './endpoints/reviews.ts';
import type * as staffBookingEndpoints from './endpoints/staff-booking.ts';
import type * as subscriptionEndpoints from './endpoints/subscriptions.ts';
import type * as waitlistEndpoints from './endpoints/waitlists.ts';
import type * as waiverEndpoints from './endpoints/waivers.ts';
import type { BusinessRole } from './users.ts';

// Who of a shop may do what in the studio, decided once (docs/decisions/032): the web's studio menu
// shows the sections a role may use, and the API's business plugin refuses every operation a role
// may not use with 403, whatever the menu shows. No zod here: the API's emails name the roles too.

/** What each role is called on screen and in emails: `staff` is the front desk. */
export const roleLabels: Record<BusinessRole, string> = {
  owner: 'Owner',
  staff: 'Front desk',
  artist: 'Artist',
};

/**
 * How far a role reaches with an operation: the whole shop's records, only the artist's own (their
 * appointments, requests, customers' conversations, hours and profile; the area's service narrows
 * it, and what is outside is a 404 or a 403 there), or not at all (403 before anything is read).
 */
export type Reach = 'all' | 'own' | 'none';
export type RoleRule = Readonly<Record<BusinessRole, Reach>>;

/** The day-to-day work: owners and the front desk for the whole shop, an artist for their own. */
const everyone: RoleRule = { owner: 'all', staff: 'all', artist: 'own' };
/** What the whole team may read alike (the shop's own details, its public reviews). */
const wholeTeam: RoleRule = { owner: 'all', staff: 'all', artist: 'all' };
/** The counter: money, waivers and the door, followers; not an artist's. */
const frontOfHouse: RoleRule = { owner: 'all', staff: 'all', artist: 'none' };
/** The shop's profile, its services, its artists and its team: the owner's alone. */
const ownerOnly: RoleRule = { owner: 'all', staff: 'none', artist: 'none' };
/** An artist's profile and portfolio: the owner's for every artist, an artist's for their own. */
const profiles: RoleRule = { owner: 'all', staff: 'none', artist: 'own' };

export type StudioSection = {
  /** The path under `/studio/:businessId` ('' is the day). */
  path: string;
  label: string;
  /** Who sees it in the menu: every role whose reach is not `none`. */
  rule: RoleRule;
};

/** The studio's sections in menu order (the web's routes.tsx declares a route for each). */
export const studioSections = [
  { path: '', label: 'Today', rule: everyone },
  { path: 'calendar', label: 'Calendar', rule: everyone },
  { path: 'requests', label: 'Requests', rule: everyone },
  // Tattoos of several sessions: an artist sees their own.
  { path: 'projects', label: 'Projects', rule: everyone },
  // Flash designs and drops, and books opened with a cap (issue 29): an artist their own.
  { path: 'flash', label: 'Flash and books', rule: everyone },
  // Customers waiting for freed times (issue 29): an artist sees their own.
  { path: 'waitlist', label: 'Waitlist', rule: everyone },
  { path: 'inbox', label: 'Inbox', rule: everyone },
  // Each member's own notices (new bookings) and how they want to hear of them.
  { path: 'notices', label: 'Notices', rule: everyone },
  { path: 'hours', label: 'Hours and booking', rule: everyone },
  // The owner edits the shop, its services, artists and team; an artist their own profile.
  { path: 'catalogue', label: 'Shop and services', rule: profiles },
  { path: 'money', label: 'Money', rule: frontOfHouse },
  { path: 'waivers', label: 'Waivers and the door', rule: frontOfHouse },
  { path: 'followers', label: 'Followers', rule: frontOfHouse },
  { path: 'reviews', label: 'Reviews', rule: everyone },
] as const satisfies readonly StudioSection[];

export const mayUse = (rule: RoleRule, role: BusinessRole) => rule[role] !== 'none';

type EndpointsOf<M> = M[keyof M];
type AnyEndpoint =
  | EndpointsOf<typeof businessEndpoints>
  | EndpointsOf<typeof catalogEndpoints>
  | EndpointsOf<typeof chatEndpoints>
  | EndpointsOf<typeof checkinEndpoints>
  | EndpointsOf<typeof flashEndpoints>
  | EndpointsOf<typeof waitlistEndpoints>
  | EndpointsOf<typeof paymentEndpoints>
  | EndpointsOf<typeof projectProofEndpoints>
  | EndpointsOf<typeof projectEndpoints>
  | EndpointsOf<typeof requestEndpoints>
  | EndpointsOf<typeof reviewEndpoints>
  | EndpointsOf<typeof staffBookingEndpoints>
  | EndpointsOf<typeof subscriptionEndpoints>
  | EndpointsOf<typeof waiverEndpoints>;
/** Every operation under `/v1/business/:businessId`: the table below must name each one. */
export type BusinessOperation = Extract<AnyEndpoint, { path: `/v1/business/${string}` }>['name'];

/**
 * Every studio operation × role. A new `/v1/business/…` endpoint does not compile until it is here,
 * and the API refuses to start with a business route that is not.
 */
export const businessOperationRules: Readonly<Record<BusinessOperation, RoleRule>> = {
  // Today and the calendar
  getBusinessShop: wholeTeam,
  listDayAppointments: everyone,
  previewShopCancel: everyone,
  rescheduleShopAppointment: everyone,
  confirmShopAppointment: everyone,
  cancelShopAppointment: everyone,
  completeShopAppointment: everyone,
  markNoShow: everyone,
  getBusinessStreamTicket: everyone,
  // Requests (docs/decisions/028)
  listShopRequests: everyone,
  getShopRequest: everyone,
  askQuestion: everyone,
  declineRequest: everyone,
  offerTimes: everyone,
  // Books open with a cap: an artist their own, the owner for any artist
  listBooksWindows: everyone,
  openBooksWindow: profiles,
  closeBooksWindow: profiles,
  // Projects: a tattoo of several sessions, its quote and its money record
  listShopProjects: everyone,
  getShopProject: everyone,
  createShopProject: everyone,
  updateShopProject: everyone,
  cancelShopProject: everyone,
  listPastCustomers: everyone,
  getProjectDefaults: wholeTeam,
  // The shop's defaults for a new project sit with its rules: the owner's.
  setProjectDefaults: ownerOnly,
  // Balances are money: the counter's, like the rest of Money.
  listProjectBalances: frontOfHouse,
  // Inbox: an artist, the conversations of their own customers
  listShopConversations: everyone,
  getShopConversation: everyone,
  listShopMessages: everyone,
  sendShopMessage: everyone,
  markShopReceipt: everyone,
  getShopConversationContext: everyone,
  // Notices: each member's own, and their choice of how to hear of a new booking
  listShopNotices: everyone,
  markShopNoticesRead: everyone,
  getNoticePreferences: everyone,
  setNoticePreferences: everyone,
  // Hours and booking
  getArtistHours: everyone,
  replaceArtistHours: everyone,
  listDateHours: everyone,
  replaceDateHours: everyone,
  removeDateHours: everyone,
  listTimeOff: everyone,
  addTimeOff: everyone,
  removeTimeOff: everyone,
  getBookingSettings: everyone,
  updateBookingSettings: everyone,
  listGuestSpots: wholeTeam,
  addGuestSpot: frontOfHouse,
  removeGuestSpot: frontOfHouse,
  // Flash and drops (issue 29): an artist their own designs and drops
  listFlashDesigns: everyone,
  createFlashDesign: everyone,
  removeFlashDesign: everyone,
  listDrops: everyone,
  createDrop: everyone,
  updateFlashDesign: everyone,
  updateDrop: everyone,
  cancelDrop: everyone,
  getDropSales: everyone,
  // Waitlists (issue 29): an artist sees their own; the shop's setting is the owner's
  listShopWaitlist: everyone,
  updateWaitlistSettings: ownerOnly,
  // Shop and services
  updateShop: ownerOnly,
  publishBusiness: ownerOnly,
  createService: ownerOnly,
  updateService: ownerOnly,
  deactivateService: ownerOnly,
  createArtist: ownerOnly,
  getBusinessArtist: profiles,
  updateArtist: profiles,
  addPortfolioImage: profiles,
  reorderPortfolio: profiles,
  removePortfolioImage: profiles,
  getTeam: ownerOnly,
  inviteMember: ownerOnly,
  cancelInvitation: ownerOnly,
  changeMemberRole: ownerOnly,
  removeMember: ownerOnly,
  // Money
  listAppointmentPayments: frontOfHouse,
  requestBalance: frontOfHouse,
  refundPayment: frontOfHouse,
  createCounterPayment: frontOfHouse,
  confirmCounterPayment: frontOfHouse,
  getTakings: frontOfHouse,
  exportTakings: frontOfHouse,
  // Waivers and the door
  listWaiverTemplates: frontOfHouse,
  createWaiverTemplate: frontOfHouse,
  createWaiverSession: frontOfHouse,
  listSignedWaivers: frontOfHouse,
  getSignedWaiverPdf: frontOfHouse,
  verifySignedWaiver: frontOfHouse,
  listWalkIns: frontOfHouse,
  // Followers
  listAnnouncements: frontOfHouse,
  getAnnouncementReach: frontOfHouse,
  previewAnnouncement: frontOfHouse,
  postAnnouncement: frontOfHouse,
  // Reviews: public already, so the whole team reads them; the counter answers for the shop
  listShopReviews: wholeTeam,
  replyToReview: frontOfHouse,
  reportReview: frontOfHouse,
  // Design approval: the whole shop follows a project's design (an artist their own projects); only
  // the owner and the project's own artist show the customer a new version (the front desk books,
  // it does not draw), and the owner or the artist set whether a session needs an approved design.
  getShopProjectDesign: everyone,
  listApprovedDesigns: everyone,
  uploadProjectProof: profiles,
  setProjectApproval: profiles,
};
