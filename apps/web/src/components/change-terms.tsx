import type { ChangeTerms } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { dayTimeIn } from '../lib/dates.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * Until when a time can be cancelled with the deposit back and moved, as the server computed it from
 * the shop's policy (`terms`), in the shop's zone and labelled with it. Inside the notice window it
 * says plainly, before anything is paid, that the deposit is not refundable or the time cannot move.
 */
export function ChangeTermsNotice(props: {
  terms: ChangeTerms;
  depositAmount: number;
  currency: string;
  timeZone: string;
  /** The shop's city, for "(Lisbon time)". */
  city: string;
}) {
  const { terms, depositAmount, currency, timeZone, city } = props;
  const at = (iso: string) => `${dayTimeIn(iso, timeZone)} (${city} time)`;
  const deposit = formatMoney(depositAmount, currency);
  const refundable = depositAmount === 0 || terms.refundableUntil !== null;
  const movable = terms.movableUntil !== null;
  const moveLine = movable
    ? `You can move it to another time until ${at(terms.movableUntil!)}.`
    : 'This time cannot be moved once booked.';
  if (refundable && movable) {
    return (
      <Typography data-testid="change-terms">
        {depositAmount > 0
          ? `Cancel by ${at(terms.refundableUntil!)} and your ${deposit} deposit comes back. `
          : 'No deposit to lose if you cancel. '}
        {moveLine}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" data-testid="change-terms">
      <AlertTitle>{refundable ? 'This time cannot be moved' : 'The deposit is not refundable'}</AlertTitle>
      {!refundable &&
        `This time is inside the shop's notice period: once paid, the ${deposit} deposit is not refunded, even if you cancel. `}
      {refundable &&
        depositAmount > 0 &&
        `Cancel by ${at(terms.refundableUntil!)} and your deposit comes back. `}
      {moveLine}
    </Alert>
  );
}
