import type { ShopRequestView } from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAskQuestion, useDeclineRequest } from '../../api/requests.ts';

/** A short form with one text: a question for the customer, or the reason for declining. */
function TextAnswer(props: {
  label: string;
  submit: string;
  name: string;
  /** Resolves false when the person changed their mind (the text stays). */
  onSend(text: string): Promise<boolean | undefined>;
  pending: boolean;
  color?: 'primary' | 'error';
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem(`Write the ${props.name} first.`);
    setProblem('');
    try {
      if ((await props.onSend(text.trim())) !== false) setText('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={send} noValidate aria-label={props.label}>
      <TextField
        label={props.label}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(problem)}
        helperText={problem || undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        fullWidth
      />
      <Button
        type="submit"
        variant="outlined"
        color={props.color ?? 'primary'}
        disabled={props.pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {props.submit}
      </Button>
    </Stack>
  );
}

/** Ask the customer something; they get it by email and answer on their request's page. */
export function AskQuestion({ request, businessId }: { request: ShopRequestView; businessId: string }) {
  const ask = useAskQuestion(businessId, request.id);
  return (
    <TextAnswer
      label="Question for the customer"
      name="question"
      submit="Send question"
      pending={ask.isPending}
      onSend={async (question) => {
        await ask.mutateAsync(question);
        toast.success(`Your question is on its way to ${request.contactName}.`);
        return true;
      }}
    />
  );
}

/** Decline with a reason the customer reads; an open offer's times are freed with it. */
export function DeclineRequest({ request, businessId }: { request: ShopRequestView; businessId: string }) {
  const decline = useDeclineRequest(businessId, request.id);
  return (
    <Stack spacing={1}>
      {request.status === 'offered' && (
        <Alert severity="warning">Declining withdraws the offered times and frees them for others.</Alert>
      )}
      <TextAnswer
        label="Reason for declining"
        name="reason"
        submit="Decline request"
        color="error"
        pending={decline.isPending}
        onSend={async (reason) => {
          const sure = await confirm({
            title: 'Decline this request?',
            message: `${request.contactName} gets your reason by email. This cannot be undone.`,
            positiveText: 'Decline',
            negativeText: 'Keep it',
          });
          if (!sure) return false;
          await decline.mutateAsync(reason);
          toast.success('The request was declined.');
          return true;
        }}
      />
    </Stack>
  );
}
