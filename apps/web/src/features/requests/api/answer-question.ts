import type { RequestView } from '@linework/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestQuery } from './get-request.ts';

export const answerQuestion = (id: string, answer: string) =>
  api<RequestView>(`/v1/requests/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { answer } });

export function useAnswerQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => answerQuestion(id, answer),
    onSuccess: async (view) => {
      queryClient.setQueryData(requestQuery(id).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: ['requests', 'mine'] });
    },
  });
}
