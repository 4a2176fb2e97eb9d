import * as appointments from '@linework/contract/endpoints/appointments';
import * as business from '@linework/contract/endpoints/business';
import * as catalog from '@linework/contract/endpoints/catalog';
import * as chat from '@linework/contract/endpoints/chat';
import * as checkin from '@linework/contract/endpoints/checkin';
import type { Endpoint, EndpointName } from '@linework/contract/endpoints/define';
import * as flash from '@linework/contract/endpoints/flash';
import * as payments from '@linework/contract/endpoints/payments';
import * as projectProofs from '@linework/contract/endpoints/project-proofs';
import * as projects from '@linework/contract/endpoints/projects';
import * as requests from '@linework/contract/endpoints/requests';
import * as reviews from '@linework/contract/endpoints/reviews';
import * as staffBooking from '@linework/contract/endpoints/staff-booking';
import * as subscriptions from '@linework/contract/endpoints/subscriptions';
import * as uploads from '@linework/contract/endpoints/uploads';
import * as users from '@linework/contract/endpoints/users';
import * as waitlists from '@linework/contract/endpoints/waitlists';
import * as waivers from '@linework/contract/endpoints/waivers';

const areas = [
  appointments,
  business,
  catalog,
  chat,
  checkin,
  flash,
  payments,
  projectProofs,
  projects,
  requests,
  reviews,
  staffBooking,
  subscriptions,
  uploads,
  users,
  waitlists,
  waivers,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'name' in value && 'method' in value && 'path' in value;

/** Every endpoint of the contract's map by its name (the API needs them all; a web page only a few). */
export const endpointsByName = Object.fromEntries(
  areas.flatMap((area) => Object.values(area).filter(isEndpoint)).map((e) => [e.name, e]),
) as Record<EndpointName, Endpoint>;
