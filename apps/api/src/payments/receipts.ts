import { timingSafeEqual } from 'node:crypto';
import type { ReceiptView } from '@linework/contract/payments';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { shopTime } from '../domain/shop-time.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { receiptProjectOf } from '../projects/ledger.ts';
import { appointmentSummary, cardOf, loadPayment, refundsOf, shopSummary } from './views.ts';

// Receipts of successful payments. The payer sees theirs signed in; the link in the receipt email
// carries the payment's receipt key, a second 128-bit secret, so it opens signed out too. Anyone
// else, even holding the payment id, finds nothing.

export type ReceiptAccess = { customerId?: string; key?: string };

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const receiptLink = (publicUrl: string, paymentId: string, key: string) =>
  `${publicUrl}/receipt/${paymentId}?key=${key}`;

/** The receipt without an access check, for the jobs that email it to its payer. */
export async function loadReceipt(db: Database, paymentId: string) {
  const row = await loadPayment(db, eq(payments.id, paymentId));
  if (row?.payment.status !== 'succeeded' || !row.payment.receiptNumber) return undefined;
  const p = row.payment;
  const refunds = (await refundsOf(db, [p.id])).get(p.id) ?? [];
  const view: ReceiptView = {
    paymentId: p.id,
    receiptNumber: p.receiptNumber!,
    kind: p.kind,
    paidAt: p.succeededAt!.toISOString(),
    paidAtLocal: shopTime(p.succeededAt!, row.shop.timeZone),
    payerName: `${row.payer.firstName} ${row.payer.lastName}`.trim(),
    shop: shopSummary(row.shop),
    appointment: appointmentSummary(row),
    currency: p.currency,
    lineItems: p.lineItems,
    amount: p.amount,
    tipAmount: p.tipAmount,
    // Shops set no sales tax yet; the receipt has the line ready for when they do.
    taxAmount: null,
    totalAmount: p.totalAmount,
    card: cardOf(p),
    refunds,
    refundedAmount: refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amount, 0),
    notice: p.notice,
    project: await receiptProjectOf(db, p),
    pdfPath: `/v1/payments/${p.id}/receipt.pdf?key=${p.receiptKey}`,
  };
  return { view, payer: row.payer, receiptKey: p.receiptKey };
}

/** The receipt for its payer (signed in) or for whoever holds the emailed link; anyone else gets 404. */
export async function getReceipt(deps: Pick<Deps, 'db'>, paymentId: string, access: ReceiptAccess) {
  const receipt = await loadReceipt(deps.db, paymentId);
  const allowed =
    receipt &&
    ((access.customerId && receipt.payer.id === access.customerId) ||
      (access.key && sameSecret(access.key, receipt.receiptKey)));
  if (!allowed) throw notFound('This receipt');
  return receipt;
}

/** r•••@example.test: enough to recognise one's own address, not to learn someone else's. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1•••');

/** Emails the receipt again, always to the payer's own address, which the answer names half-hidden. */
export async function emailReceipt(
  deps: Pick<Deps, 'db' | 'clock'>,
  paymentId: string,
  access: ReceiptAccess,
) {
  const receipt = await getReceipt(deps, paymentId, access);
  await enqueueJob(deps.db, 'payment.receipt', { paymentId }, deps.clock.now());
  return { sentTo: maskEmail(receipt.payer.email) };
}
