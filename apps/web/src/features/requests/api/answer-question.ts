import { answerQuestion as answerEndpoint } from '@linework/contract/endpoints/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { requestQuery } from './get-request.ts';

export const answerQuestion = (requestId: string, answer: string) =>
  call(answerEndpoint, { params: { requestId }, body: { answer } });

export function useAnswerQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => answerQuestion(id, answer),
    onSuccess: async (view) => {
      queryClient.setQueryData(requestQuery(id).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
    },
  });
}
