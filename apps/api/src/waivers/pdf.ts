import { DateTime } from 'luxon';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { FileRef, SignedWaiverRecord } from './record.ts';

/** The pixels of one image of the record, ready for the PDF (photos as JPEG, signatures as PNG). */
export type PdfImage = { bytes: Buffer; format: 'jpg' | 'png' };

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 50;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.38, 0.38, 0.38);

// The standard PDF fonts speak Windows-1252 only. Anything else is printed as "?" here; the exact
// characters stay in the signed record, whose hash is printed on every page.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return Array.from(text.replace(/\t/g, ' '))
    .map((c) => {
      const code = c.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(c)) return c;
      return '?';
    })
    .join('');
}

/** Lines of at most `width` points, breaking at spaces (and inside words longer than a line). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text.replace(/\r/g, '')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = pageSize[0] - 2 * margin;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }
  ensure(height: number) {
    if (this.y - height < margin + 20) this.newPage();
  }
  text(value: string, opts: { size?: number; bold?: boolean; indent?: number; color?: typeof ink } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    for (const line of wrap(value, font, size, this.width - indent)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color: opts.color ?? ink });
    }
  }
  gap(points = 8) {
    this.y -= points;
  }
  /** A heading stays on the page of what follows it: `keepWith` points of it at least. */
  heading(value: string, keepWith = 40) {
    this.gap(10);
    this.ensure(keepWith);
    this.text(value, { size: 13, bold: true });
    this.gap(2);
  }
  field(label: string, value: string) {
    this.text(`${label}: ${value || '—'}`);
  }
  image(image: PDFImage, maxWidth: number, maxHeight: number, caption: string) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    this.ensure(h + 30);
    this.text(caption, { size: 9, color: muted });
    this.y -= h + 4;
    this.page.drawImage(image, { x: margin, y: this.y, width: w, height: h });
    this.page.drawRectangle({
      x: margin,
      y: this.y,
      width: w,
      height: h,
      borderColor: rgb(0.8, 0.8, 0.8),
      borderWidth: 0.5,
    });
    this.gap(6);
  }
}

const yesNo = (v: string) => (v === 'yes' ? 'Yes' : v === 'no' ? 'No' : v);

/**
 * The signed waiver as a PDF: exactly the template text, answers, initials, photos and signatures
 * of the record, with when and from where it was signed and the record's hash on every page.
 */
export async function renderWaiverPdf(
  record: SignedWaiverRecord,
  hash: string,
  images: Map<string, PdfImage>,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const signedAt = new Date(record.signedAt);
  doc.setTitle(printable(`${record.template.title} — ${record.signer.legalName}`));
  doc.setAuthor(printable(record.shop.name));
  doc.setCreator('Linework');
  doc.setProducer('Linework');
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const embed = async (ref: FileRef) => {
    const image = images.get(ref.path);
    if (!image) throw new Error(`image ${ref.path} missing for the PDF`);
    return image.format === 'png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);
  };
  const local = DateTime.fromJSDate(signedAt, { zone: record.shop.timeZone });
  const template = record.template;

  w.text(record.template.title, { size: 17, bold: true });
  w.text(`${record.shop.name} · Waiver version ${template.version}`, { size: 11, color: muted });
  w.text(
    `Signed by ${record.signer.legalName} on ${local.toFormat('d LLLL yyyy, HH:mm')} (${record.shop.timeZone}), ${record.signedAt}`,
    { size: 10, color: muted },
  );
  if (record.appointment) {
    const a = record.appointment;
    w.text(`For: ${a.serviceName} with ${a.artistName}, ${a.localStart.replace('T', ' ')}`, {
      size: 10,
      color: muted,
    });
  }

  w.heading('About the signer');
  const s = record.signer;
  w.field('Full legal name', s.legalName);
  w.field('Date of birth', s.dateOfBirth);
  w.field('Address', s.address);
  w.field('Phone', s.phone);
  w.field('Email', s.email);
  w.field(
    'Emergency contact',
    [s.emergencyContact.name, s.emergencyContact.phone].filter(Boolean).join(', '),
  );
  if (record.minor) {
    w.text(`Under ${record.shop.ageOfMajority} on the day of signing: a parent or guardian signs too.`, {
      bold: true,
    });
  }

  for (const section of template.body.sections) {
    w.heading(section.heading);
    w.text(section.text);
  }

  if (template.body.clauses.length) {
    w.heading('Initialled clauses');
    for (const clause of template.body.clauses) {
      w.text(`[${record.initials[clause.id] ?? ''}]  ${clause.text}`);
      w.gap(3);
    }
  }

  if (template.body.questions.length) {
    w.heading('Health questions');
    for (const q of template.body.questions) {
      const a = record.answers[q.id] ?? { value: '', followUp: '' };
      w.text(q.label, { bold: true });
      w.text(q.kind === 'yesno' ? yesNo(a.value) || '—' : a.value || '—', { indent: 12 });
      if (a.followUp && q.kind === 'yesno' && q.followUp)
        w.text(`${q.followUp} ${a.followUp}`, { indent: 12 });
      w.gap(3);
    }
  }

  w.heading('Photo ID', 220);
  w.image(await embed(record.idPhotos.front), 260, 170, 'Front');
  if (record.idPhotos.back) w.image(await embed(record.idPhotos.back), 260, 170, 'Back');

  w.heading('Signature', 140);
  const sig = record.signature;
  w.image(
    await embed(sig.image),
    260,
    90,
    sig.method === 'typed' ? `Typed by the signer as "${sig.typedName ?? ''}"` : 'Drawn by the signer',
  );
  w.text(`${s.legalName}, ${local.toFormat('d LLLL yyyy')}`);

  const g = record.guardian;
  if (g) {
    w.heading('Parent or guardian');
    w.text(g.statement);
    w.gap(4);
    w.field('Full legal name', g.legalName);
    w.field('Relationship', g.relationship);
    w.field('Phone', g.phone);
    w.field('Email', g.email);
    w.image(await embed(g.idPhotos.front), 260, 170, 'Photo ID, front');
    if (g.idPhotos.back) w.image(await embed(g.idPhotos.back), 260, 170, 'Photo ID, back');
    w.image(
      await embed(g.signature.image),
      260,
      90,
      g.signature.method === 'typed' ? `Typed as "${g.signature.typedName ?? ''}"` : 'Drawn by the guardian',
    );
  }

  w.heading('Record');
  w.text(`Signed at ${record.signedAt} from ${record.ipAddress}`, { size: 9, color: muted });
  w.text(`Device: ${record.userAgent}`, { size: 9, color: muted });
  w.text(`Session ${record.sessionId}`, { size: 9, color: muted });
  w.text(
    `This record is kept unchanged. SHA-256 of the signed record: ${hash}. Each image's own SHA-256 is part of that record.`,
    { size: 9, color: muted },
  );

  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    page.drawText(printable(`Record SHA-256 ${hash} · page ${i + 1} of ${pages.length}`), {
      x: margin,
      y: margin - 20,
      size: 7,
      font: w.regular,
      color: muted,
    });
  }
  return Buffer.from(await doc.save());
}
