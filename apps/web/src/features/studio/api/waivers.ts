import { createWalkIn, listWalkIns } from '@linework/contract/endpoints/checkin';
import {
  createWaiverSession,
  createWaiverTemplate,
  getSignedWaiverPdf,
  listSignedWaivers,
  listWaiverTemplates,
  verifySignedWaiver,
} from '@linework/contract/endpoints/waivers';
import type { CreateWaiverTemplateBody } from '@linework/contract/waivers';
import { queryOptions } from '@tanstack/react-query';
import { call, callForFile } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The waivers and the door section's calls: template versions, signed records, sessions, walk-ins.

export const waiverStudioKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'waivers'] as const,
  templates: (businessId: string) => [...waiverStudioKeys.all(businessId), 'templates'] as const,
  signed: (businessId: string, name: string, date: string) =>
    [...waiverStudioKeys.all(businessId), 'signed', name, date] as const,
  walkIns: (businessId: string) => [...waiverStudioKeys.all(businessId), 'walk-ins'] as const,
};

export const templatesQuery = (businessId: string) =>
  queryOptions({
    queryKey: waiverStudioKeys.templates(businessId),
    queryFn: () => call(listWaiverTemplates, { params: { businessId } }),
  });

export const signedWaiversQuery = (businessId: string, name: string, date: string) =>
  queryOptions({
    queryKey: waiverStudioKeys.signed(businessId, name, date),
    queryFn: () =>
      call(listSignedWaivers, {
        params: { businessId },
        query: { name: name || undefined, date: date || undefined, limit: 50 },
      }),
  });

export const walkInsQuery = (businessId: string) =>
  queryOptions({
    queryKey: waiverStudioKeys.walkIns(businessId),
    queryFn: () => call(listWalkIns, { params: { businessId } }),
  });

export const saveTemplateVersion = (businessId: string, body: CreateWaiverTemplateBody) =>
  call(createWaiverTemplate, { params: { businessId }, body });

export const startSigning = (businessId: string, appointmentId: string, send: boolean) =>
  call(createWaiverSession, { params: { businessId }, body: { appointmentId, send } });

export const verifyWaiver = (businessId: string, signedWaiverId: string) =>
  call(verifySignedWaiver, { params: { businessId, signedWaiverId } });

export const addWalkIn = (shopUrl: string, name: string, note: string) =>
  call(createWalkIn, { params: { shopUrl }, body: { name, note: note || undefined } });

/** The signed PDF, saved by the browser. */
export async function downloadWaiverPdf(businessId: string, signedWaiverId: string) {
  const blob = await callForFile(getSignedWaiverPdf, { params: { businessId, signedWaiverId } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `waiver-${signedWaiverId}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
