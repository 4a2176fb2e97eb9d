import { formatMoney } from '@linework/contract/money-format';
import { type ReceiptView, receiptProjectText } from '@linework/contract/payments';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { shopTime } from '../domain/shop-time.ts';

// The receipt as a one-page A4 PDF, for printing and for the email attachment.

/** The standard PDF fonts speak WinAnsi only; anything else becomes "?" instead of failing. */
const winAnsi = (s: string) =>
  s.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/g, '?');

export async function receiptPdf(r: ReceiptView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${r.receiptNumber}`);
  doc.setAuthor(r.shop.name);
  doc.setProducer('Linework');
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;
  const grey = rgb(0.35, 0.35, 0.35);
  const money = (minor: number) => formatMoney(minor, r.currency);

  const text = (s: string, opts: { font?: PDFFont; size?: number; x?: number; color?: typeof grey } = {}) => {
    page.drawText(winAnsi(s), {
      x: opts.x ?? left,
      y,
      size: opts.size ?? 11,
      font: opts.font ?? regular,
      color: opts.color ?? rgb(0, 0, 0),
    });
  };
  const rightText = (s: string, font: PDFFont = regular, size = 11) => {
    const safe = winAnsi(s);
    page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  /** Text that may be longer than the page is wide, broken between words. */
  const paragraph = (s: string, size = 11, color = rgb(0, 0, 0)) => {
    let current = '';
    for (const word of winAnsi(s).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(next, size) > right - left && current) {
        text(current, { size, color });
        line(size + 4);
        current = word;
      } else current = next;
    }
    if (current) text(current, { size, color });
  };
  const line = (gap = 16) => {
    y -= gap;
  };
  const rule = () => {
    page.drawLine({ start: { x: left, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.5, color: grey });
    line(10);
  };

  text(r.shop.name, { font: bold, size: 18 });
  rightText('Receipt', bold, 18);
  line(20);
  const address = [
    r.shop.addressLine,
    [r.shop.postalCode, r.shop.city].filter(Boolean).join(' '),
    r.shop.country,
  ];
  text(address.join(', '), { color: grey });
  rightText(r.receiptNumber);
  line();
  if (r.shop.phone || r.shop.email) {
    text([r.shop.phone, r.shop.email].filter(Boolean).join(' · '), { color: grey });
    line();
  }
  line(10);
  text(`Paid ${r.paidAtLocal}`);
  line();
  text(`Paid by ${r.payerName}${r.card ? `, ${r.card.brand} ending ${r.card.last4}` : ''}`);
  line();
  paragraph(
    `${r.appointment.serviceName} with ${r.appointment.artistName}, ${shopTime(new Date(r.appointment.startsAt), r.shop.timeZone)}`,
  );
  const project = r.project;
  if (project) {
    // The project and the session it pays for, and the project's record as it stands.
    line();
    text(project.label, { font: bold });
    line();
    const words = receiptProjectText(project, r.kind, money);
    if (words.deposit) {
      text(words.deposit);
      line();
    }
    paragraph(words.toDate, 10, grey);
  }
  line(28);
  rule();
  for (const item of r.lineItems) {
    text(item.label);
    rightText(money(item.amount));
    line();
  }
  if (r.taxAmount) {
    text('Tax');
    rightText(money(r.taxAmount));
    line();
  }
  rule();
  text('Total paid', { font: bold });
  rightText(money(r.totalAmount), bold);
  line(24);
  for (const refund of r.refunds.filter((x) => x.status !== 'failed')) {
    const when = shopTime(new Date(refund.createdAt), r.shop.timeZone);
    text(`Refund${refund.status === 'pending' ? ' (on its way)' : ''}, ${when}: ${refund.reason}`, {
      size: 10,
    });
    rightText(`-${money(refund.amount)}`, regular, 10);
    line(14);
  }
  if (r.refundedAmount) {
    text('Net after refunds', { font: bold });
    rightText(money(r.totalAmount - r.refundedAmount), bold);
    line(24);
  }
  if (r.notice) {
    paragraph(r.notice, 9, grey);
    line();
  }
  y = 64;
  text(
    `${r.shop.name} · paid through Linework · ${r.kind === 'deposit' ? 'Deposit' : 'Balance'} ${r.paymentId}`,
    {
      size: 8,
      color: grey,
    },
  );
  return doc.save();
}
