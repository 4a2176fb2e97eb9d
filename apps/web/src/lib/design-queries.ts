import {
  decideProjectProof,
  getAppointmentDesign,
  getProjectDesign,
  getShopProjectDesign,
  listApprovedDesigns,
  setProjectApproval,
  uploadProjectProof,
} from '@linework/contract/endpoints/project-proofs';
import type {
  ApprovalSettingsBody,
  DecideProofBody,
  ProjectDesign,
  UploadProofBody,
} from '@linework/contract/project-proofs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { studioKeys } from './query-keys.ts';

// Design approval (project proofs): the customer's design page, the studio's proofs panel, and the
// approved design shown on an appointment, at the door and in the studio's day.

export const designKeys = {
  mine: (projectId: string) => ['design', 'mine', projectId] as const,
  appointment: (appointmentId: string) => ['design', 'appointment', appointmentId] as const,
  shop: (businessId: string, projectId: string) =>
    [...studioKeys.business(businessId), 'design', projectId] as const,
  approved: (businessId: string, ids: readonly string[]) =>
    [...studioKeys.business(businessId), 'approved-designs', ids.join(',')] as const,
};

export const useMyDesign = (projectId: string) =>
  useQuery({
    queryKey: designKeys.mine(projectId),
    queryFn: () => call(getProjectDesign, { params: { projectId } }),
  });

export function useDecideProof(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { proofId: string; body: DecideProofBody }) =>
      call(decideProjectProof, { params: { projectId, proofId: input.proofId }, body: input.body }),
    onSuccess: async (design: ProjectDesign) => {
      queryClient.setQueryData(designKeys.mine(projectId), design);
      await queryClient.invalidateQueries({ queryKey: ['design', 'appointment'] });
    },
  });
}

/** The approved design of the customer's appointment (null when its project has none, or no project). */
export const useAppointmentDesign = (appointmentId: string) =>
  useQuery({
    queryKey: designKeys.appointment(appointmentId),
    queryFn: () => call(getAppointmentDesign, { params: { appointmentId } }),
  });

export const useShopDesign = (businessId: string, projectId: string) =>
  useQuery({
    queryKey: designKeys.shop(businessId, projectId),
    queryFn: () => call(getShopProjectDesign, { params: { businessId, projectId } }),
  });

export function useUploadProof(businessId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadProofBody) =>
      call(uploadProjectProof, { params: { businessId, projectId }, body }),
    onSuccess: (design: ProjectDesign) =>
      queryClient.setQueryData(designKeys.shop(businessId, projectId), design),
  });
}

export function useSetApproval(businessId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalSettingsBody) =>
      call(setProjectApproval, { params: { businessId, projectId }, body }),
    onSuccess: (design: ProjectDesign) =>
      queryClient.setQueryData(designKeys.shop(businessId, projectId), design),
  });
}

/** The approved designs of the given appointments (the day view, the door); none asked, none fetched. */
export const useApprovedDesigns = (businessId: string, appointmentIds: readonly string[]) =>
  useQuery({
    queryKey: designKeys.approved(businessId, appointmentIds),
    queryFn: () =>
      call(listApprovedDesigns, {
        params: { businessId },
        query: { appointments: appointmentIds.join(',') },
      }),
    enabled: appointmentIds.length > 0,
  });
