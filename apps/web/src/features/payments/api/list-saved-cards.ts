import { listSavedCards } from '@linework/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** The cards the customer saved when paying before (brand and last four). */
export const savedCardsQuery = () =>
  queryOptions({ queryKey: paymentKeys.savedCards(), queryFn: () => call(listSavedCards, {}) });
