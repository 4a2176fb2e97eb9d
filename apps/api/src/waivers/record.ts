import type { WaiverForm, WaiverTemplateBody } from '@linework/contract/waivers';

/** A stored image of the record, known by its SHA-256 so the record's hash covers its bytes. */
export type FileRef = { path: string; sha256: string; contentType: string };

export type SignatureRef = { method: 'drawn' | 'typed'; typedName: string | null; image: FileRef };

/**
 * Everything a customer signed, as it is kept for years: the exact template text and version, the
 * answers, the images (by hash), and when, from where and with what they signed. Its canonical JSON
 * is what the record hash covers.
 */
export type SignedWaiverRecord = {
  format: 'linework.signed-waiver/1';
  shop: { id: string; name: string; shopUrl: string; timeZone: string; ageOfMajority: number };
  template: { id: string; version: number; title: string; body: WaiverTemplateBody };
  sessionId: string;
  appointment: { id: string; localStart: string; serviceName: string; artistName: string } | null;
  signer: {
    legalName: string;
    dateOfBirth: string;
    address: string;
    phone: string;
    email: string;
    emergencyContact: { name: string; phone: string };
  };
  minor: boolean;
  answers: Record<string, { value: string; followUp: string }>;
  initials: Record<string, string>;
  idPhotos: { front: FileRef; back: FileRef | null };
  signature: SignatureRef;
  guardian: {
    legalName: string;
    relationship: string;
    phone: string;
    email: string;
    statement: string;
    idPhotos: { front: FileRef; back: FileRef | null };
    signature: SignatureRef;
  } | null;
  /** Instant of signing, ISO 8601 UTC; the shop's zone is in `shop.timeZone`. */
  signedAt: string;
  ipAddress: string;
  userAgent: string;
};

export type RecordFiles = {
  idFront: FileRef;
  idBack: FileRef | null;
  signature: FileRef;
  guardianIdFront: FileRef | null;
  guardianIdBack: FileRef | null;
  guardianSignature: FileRef | null;
};

/**
 * The record of a checked form: only what the template asks is kept (answers to questions it does
 * not have are dropped, a follow-up only with a "yes"), and the guardian only for a minor.
 */
export function buildRecord(input: {
  shop: SignedWaiverRecord['shop'];
  template: SignedWaiverRecord['template'];
  sessionId: string;
  appointment: SignedWaiverRecord['appointment'];
  form: WaiverForm;
  minor: boolean;
  files: RecordFiles;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
}): SignedWaiverRecord {
  const { form, template, files } = input;
  const signatureRef = (s: WaiverForm['signature'], image: FileRef): SignatureRef => ({
    method: s.method,
    typedName: s.method === 'typed' ? s.typedName : null,
    image,
  });
  const answers: SignedWaiverRecord['answers'] = {};
  for (const q of template.body.questions) {
    const a = form.answers[q.id] ?? { value: '', followUp: '' };
    const keepsFollowUp = q.kind === 'yesno' && q.followUp && a.value === 'yes';
    answers[q.id] = { value: a.value, followUp: keepsFollowUp ? a.followUp : '' };
  }
  const g = form.guardian;
  return {
    format: 'linework.signed-waiver/1',
    shop: input.shop,
    template: input.template,
    sessionId: input.sessionId,
    appointment: input.appointment,
    signer: {
      legalName: form.signer.legalName,
      dateOfBirth: form.signer.dateOfBirth,
      address: form.signer.address,
      phone: form.signer.phone,
      email: form.signer.email,
      emergencyContact: { name: form.signer.emergencyName, phone: form.signer.emergencyPhone },
    },
    minor: input.minor,
    answers,
    initials: Object.fromEntries(template.body.clauses.map((c) => [c.id, form.initials[c.id] ?? ''])),
    idPhotos: { front: files.idFront, back: files.idBack },
    signature: signatureRef(form.signature, files.signature),
    guardian:
      input.minor && files.guardianIdFront && files.guardianSignature
        ? {
            legalName: g.legalName,
            relationship: g.relationship,
            phone: g.phone,
            email: g.email,
            statement: template.body.guardian.text,
            idPhotos: { front: files.guardianIdFront, back: files.guardianIdBack },
            signature: signatureRef(g.signature, files.guardianSignature),
          }
        : null,
    signedAt: input.signedAt.toISOString(),
    ipAddress: input.ipAddress,
    userAgent: input.userAgent,
  };
}

/** Every image the record points at, for storing, rendering and verifying. */
export function recordImages(record: SignedWaiverRecord): FileRef[] {
  const g = record.guardian;
  return [
    record.idPhotos.front,
    record.idPhotos.back,
    record.signature.image,
    g?.idPhotos.front,
    g?.idPhotos.back,
    g?.signature.image,
  ].filter((f): f is FileRef => Boolean(f));
}
