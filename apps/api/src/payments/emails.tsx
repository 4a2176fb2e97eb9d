import { formatMoney } from '@linework/contract/money-format';
import type { ReceiptView } from '@linework/contract/payments';
import { shopTime } from '../domain/shop-time.ts';
import { Action, EmailLayout, Facts, fromShop, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails about money, built without I/O from what the job loaded: a receipt, a refund, a request
// to pay the balance. Each links to the page that shows the same thing.

export function receiptEmail(input: {
  receipt: ReceiptView;
  to: string;
  firstName: string;
  link: string;
  pdf: Uint8Array;
}): Promise<MailMessage> {
  const r = input.receipt;
  const money = (minor: number) => formatMoney(minor, r.currency);
  const total = `${money(r.totalAmount)}${r.card ? ` (${r.card.brand} ending ${r.card.last4})` : ''}`;
  return composeEmail({
    to: input.to,
    subject: `Your receipt ${r.receiptNumber} from ${r.shop.name}: ${money(r.totalAmount)}`,
    headers: { 'X-Linework-Payment': r.paymentId },
    attachments: [
      {
        filename: `receipt-${r.receiptNumber}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(input.pdf),
      },
    ],
    template: (
      <EmailLayout
        preview={`Receipt ${r.receiptNumber}: ${money(r.totalAmount)} paid to ${r.shop.name}`}
        heading={`Your receipt from ${r.shop.name}`}
        signature={fromShop(r.shop.name)}
      >
        <P>Hello {input.firstName},</P>
        <P>Thank you for your payment to {r.shop.name}. Here is your receipt; the PDF is attached.</P>
        <Facts
          rows={[
            ['Receipt number', r.receiptNumber],
            ['Paid', r.paidAtLocal],
            [
              'For',
              `${r.appointment.serviceName} with ${r.appointment.artistName}, ${shopTime(new Date(r.appointment.startsAt), r.shop.timeZone)}`,
            ],
          ]}
        />
        <Facts
          rows={[
            ...r.lineItems.map((item): [string, string] => [item.label, money(item.amount)]),
            ['Total paid', total],
            ...(r.refundedAmount ? [['Refunded', money(r.refundedAmount)] as [string, string]] : []),
          ]}
        />
        {r.notice && <P>{r.notice}</P>}
        <Action href={input.link} label="See or print your receipt" />
      </EmailLayout>
    ),
  });
}

export function refundEmail(input: {
  to: string;
  firstName: string;
  shopName: string;
  amount: number;
  currency: string;
  reason: string;
  /** Set when the refund was made because the payment came too late. */
  notice: string | null;
  card: { brand: string; last4: string } | null;
  receiptLink: string;
  paymentId: string;
}): Promise<MailMessage> {
  const amount = formatMoney(input.amount, input.currency);
  const subject = `Refund of ${amount} from ${input.shopName}`;
  const card = input.card ? `${input.card.brand} card ending ${input.card.last4}` : 'card';
  return composeEmail({
    to: input.to,
    subject,
    headers: { 'X-Linework-Payment': input.paymentId },
    template: (
      <EmailLayout
        preview={`${amount} is on its way back to your ${card}.`}
        heading={subject}
        signature={fromShop(input.shopName)}
      >
        <P>Hello {input.firstName},</P>
        <P>
          {input.shopName} refunded {amount} to your {card}.
        </P>
        <P>{input.notice ?? `Reason: ${input.reason}.`}</P>
        <P>Depending on your bank, it shows on your statement within 5 to 10 days.</P>
        <Action href={input.receiptLink} label="Your receipt, with the refund on it" />
      </EmailLayout>
    ),
  });
}

export function balanceRequestEmail(input: {
  to: string;
  firstName: string;
  shopName: string;
  serviceName: string;
  artistName: string;
  startsAt: Date;
  timeZone: string;
  amountDue: number;
  currency: string;
  checkoutLink: string;
  appointmentId: string;
}): Promise<MailMessage> {
  const amount = formatMoney(input.amountDue, input.currency);
  const subject = `${input.shopName}: ${amount} left to pay for ${input.serviceName}`;
  return composeEmail({
    to: input.to,
    subject,
    headers: { 'X-Linework-Appointment': input.appointmentId },
    template: (
      <EmailLayout preview={`Left to pay: ${amount}`} heading={subject} signature={fromShop(input.shopName)}>
        <P>Hello {input.firstName},</P>
        <P>
          {input.shopName} asks you to pay the balance of your {input.serviceName} with {input.artistName} (
          {shopTime(input.startsAt, input.timeZone)}).
        </P>
        <P>Left to pay: {amount}. You can add a tip for your artist if you like.</P>
        <Action href={input.checkoutLink} label="Pay securely by card" />
      </EmailLayout>
    ),
  });
}
