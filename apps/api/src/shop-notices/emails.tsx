import { formatMoney } from '@linework/contract/money-format';
import { shopTime } from '../domain/shop-time.ts';
import { Action, brand, EmailLayout, Facts, P, Quote } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

/** The email that tells a member of the shop's team of a new booking. */
export function newBookingEmail(input: {
  to: string;
  shopName: string;
  serviceName: string;
  artistName: string;
  customerName: string;
  startsAt: Date;
  timeZone: string;
  depositAmount: number;
  currency: string;
  notes: string | null;
  studioLink: string;
}): Promise<MailMessage> {
  const when = shopTime(input.startsAt, input.timeZone);
  const subject = `New booking: ${input.serviceName} with ${input.artistName}, ${when}`;
  return composeEmail({
    to: input.to,
    subject,
    template: (
      <EmailLayout preview={`${input.customerName} booked ${when}`} heading={subject} signature={brand.name}>
        <P>{`${input.customerName} booked ${input.serviceName} with ${input.artistName} at ${input.shopName}.`}</P>
        <Facts
          rows={[
            ['When', when],
            ['Customer', input.customerName],
            [
              'Deposit',
              input.depositAmount > 0 ? `${formatMoney(input.depositAmount, input.currency)} paid` : 'None',
            ],
          ]}
        />
        {input.notes && <Quote>The customer wrote: {input.notes}</Quote>}
        <Action href={input.studioLink} label="Open the studio" />
        <P>You can turn these emails off in the studio, under Notices.</P>
      </EmailLayout>
    ),
  });
}
