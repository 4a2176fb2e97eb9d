import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { subscriptionByTokenQuery, useSubscriptionByToken } from '../api/get-subscription-by-token.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { TopicEditor } from './topic-editor.tsx';

/** "Change topics" from the confirmation page: nothing is stopped, the topics are edited. */
export function ManageByLink({ token }: { token: string }) {
  const query = useSubscriptionByToken(token, true);
  const preferences = useUpdatePreferences();
  const queryClient = useQueryClient();
  return (
    <QueryState query={query} what="subscription">
      {(s) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              Your topics for {s.target.name}
            </Typography>
            {s.status === 'unsubscribed' && (
              <Alert severity="info">You are unsubscribed. Saving topics subscribes you again.</Alert>
            )}
            <TopicEditor
              initial={s.topics}
              label={`Emails to ${s.email} about`}
              saveLabel="Save topics"
              saving={preferences.isPending}
              onSave={(topics) =>
                preferences.mutate(
                  { token, topics },
                  {
                    onSuccess: (updated) => {
                      queryClient.setQueryData(subscriptionByTokenQuery(token).queryKey, updated);
                      toast.success('Your topics are saved.');
                    },
                    onError: (e) => toast.error(e.message),
                  },
                )
              }
            />
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
