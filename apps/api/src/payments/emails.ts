import { formatMoney } from '@linework/contract/money-format';
import type { ReceiptView } from '@linework/contract/payments';
import { shopTime } from '../domain/shop-time.ts';
import type { MailMessage } from '../mail/mailer.ts';

// The emails about money, built without I/O from what the job loaded: a receipt, a refund, a request
// to pay the balance. Each links to the page that shows the same thing.

export function receiptEmail(input: {
  receipt: ReceiptView;
  to: string;
  firstName: string;
  link: string;
  pdf: Uint8Array;
}): MailMessage {
  const r = input.receipt;
  const money = (minor: number) => formatMoney(minor, r.currency);
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `Thank you for your payment to ${r.shop.name}. Here is your receipt.`,
    '',
    `Receipt number: ${r.receiptNumber}`,
    `Paid: ${r.paidAtLocal}`,
    `For: ${r.appointment.serviceName} with ${r.appointment.artistName}, ${shopTime(new Date(r.appointment.startsAt), r.shop.timeZone)}`,
    '',
    ...r.lineItems.map((item) => `${item.label}: ${money(item.amount)}`),
    `Total paid: ${money(r.totalAmount)}${r.card ? ` (${r.card.brand} ending ${r.card.last4})` : ''}`,
  ];
  if (r.refundedAmount) lines.push(`Refunded: ${money(r.refundedAmount)}`);
  if (r.notice) lines.push('', r.notice);
  lines.push('', `See or print your receipt: ${input.link}`, '', `${r.shop.name}, through Linework`);
  return {
    to: input.to,
    subject: `Your receipt ${r.receiptNumber} from ${r.shop.name}: ${money(r.totalAmount)}`,
    text: lines.join('\n'),
    headers: { 'X-Linework-Payment': r.paymentId },
    attachments: [
      {
        filename: `receipt-${r.receiptNumber}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(input.pdf),
      },
    ],
  };
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
}): MailMessage {
  const amount = formatMoney(input.amount, input.currency);
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `${input.shopName} refunded ${amount} to your ${input.card ? `${input.card.brand} card ending ${input.card.last4}` : 'card'}.`,
    input.notice ?? `Reason: ${input.reason}.`,
    'Depending on your bank, it shows on your statement within 5 to 10 days.',
    '',
    `Your receipt, with the refund on it: ${input.receiptLink}`,
    '',
    `${input.shopName}, through Linework`,
  ];
  return {
    to: input.to,
    subject: `Refund of ${amount} from ${input.shopName}`,
    text: lines.join('\n'),
    headers: { 'X-Linework-Payment': input.paymentId },
  };
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
}): MailMessage {
  const amount = formatMoney(input.amountDue, input.currency);
  return {
    to: input.to,
    subject: `${input.shopName}: ${amount} left to pay for ${input.serviceName}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `${input.shopName} asks you to pay the balance of your ${input.serviceName} with ${input.artistName} (${shopTime(input.startsAt, input.timeZone)}).`,
      `Left to pay: ${amount}. You can add a tip for your artist if you like.`,
      '',
      `Pay securely by card: ${input.checkoutLink}`,
      '',
      `${input.shopName}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Appointment': input.appointmentId },
  };
}
