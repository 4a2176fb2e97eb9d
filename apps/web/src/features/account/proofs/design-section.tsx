import {
  changesCommentRequired,
  type ProjectDesign,
  type ProofView,
} from '@linework/contract/project-proofs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { ProofPictures } from '../../../components/proof-pictures.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { dateTimeIn, mediumDateTime } from '../../../lib/dates.ts';
import { useDecideProof } from '../../../lib/design-queries.ts';

/** What a version's state reads as, for the customer. */
export function decisionLabel(p: ProofView): {
  text: string;
  color: 'success' | 'warning' | 'primary' | 'default';
} {
  if (p.decision === 'approved') return { text: 'Approved', color: 'success' };
  if (p.decision === 'changes_requested') return { text: 'Changes asked', color: 'warning' };
  return p.open
    ? { text: 'Waiting for your answer', color: 'primary' }
    : { text: 'Replaced', color: 'default' };
}

/** The customer's answer to the newest version: approve it, or say what to change (required). */
function Answer({ projectId, proof }: { projectId: string; proof: ProofView }) {
  const decide = useDecideProof(projectId);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState('');
  const id = useId();
  const problem = decide.error instanceof ApiError ? decide.error : decide.error;

  const approve = () => decide.mutate({ proofId: proof.id, body: { decision: 'approved' } });
  const sendChanges = (e: FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) {
      setFieldError(changesCommentRequired);
      return;
    }
    setFieldError('');
    decide.mutate({ proofId: proof.id, body: { decision: 'changes_requested', comment } });
  };

  return (
    <Stack spacing={1.5}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem.message}
        </Alert>
      )}
      {!asking ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={approve} disabled={decide.isPending}>
            {decide.isPending ? 'Approving…' : `Approve version ${proof.version}`}
          </Button>
          <Button variant="outlined" onClick={() => setAsking(true)} disabled={decide.isPending}>
            Ask for changes
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={sendChanges}
          noValidate
          aria-labelledby={`${id}-label`}
        >
          <Typography id={`${id}-label`} fontWeight={700}>
            What would you like changed?
          </Typography>
          <TextField
            label="Your comment for the artist"
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              if (e.target.value.trim()) setFieldError('');
            }}
            multiline
            minRows={3}
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError || 'The artist reads it and sends a new version.'}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button type="submit" variant="contained" disabled={decide.isPending}>
              {decide.isPending ? 'Sending…' : 'Send my comment'}
            </Button>
            <Button onClick={() => setAsking(false)} disabled={decide.isPending}>
              Back
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function Version({ design, proof }: { design: ProjectDesign; proof: ProofView }) {
  const label = decisionLabel(proof);
  const zone = design.project.shop.timeZone;
  const headingId = `proof-${proof.id}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h3" variant="h6" id={headingId}>
            Version {proof.version}
          </Typography>
          <Chip size="small" color={label.color} label={label.text} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Sent {mediumDateTime(proof.createdAt, zone)}
        </Typography>
        <ProofPictures images={proof.images} label={`Design version ${proof.version}`} />
        {proof.note && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{proof.note}</Typography>}
        {proof.decision && (
          <Typography variant="body2" color="text.secondary">
            {proof.decision === 'approved' ? 'You approved it' : 'You asked for changes'}
            {proof.decidedAt ? ` on ${mediumDateTime(proof.decidedAt, zone)}` : ''}
            {proof.decisionComment ? `: “${proof.decisionComment}”` : '.'}
          </Typography>
        )}
        {proof.open && <Answer projectId={design.project.id} proof={proof} />}
      </Stack>
    </Paper>
  );
}

/**
 * The design of a project as its customer sees it: every version the artist sent, newest first, and
 * on the newest not yet answered, Approve or Ask for changes. The project page embeds it.
 */
export function DesignSection({ design }: { design: ProjectDesign }) {
  const p = design.project;
  const approved = design.proofs.find((x) => x.id === p.approvedProofId);
  return (
    <Stack component="section" spacing={2} aria-labelledby="design-heading">
      <Typography variant="h2" id="design-heading" sx={{ fontSize: '1.375rem' }}>
        Design
      </Typography>
      {approved ? (
        <Alert severity="success">
          You approved version {approved.version}. It is the design for your sessions.
        </Alert>
      ) : p.nextSession?.approveBy ? (
        <Alert severity="info">
          {p.shop.name} needs your approval by {dateTimeIn(p.nextSession.approveBy, p.shop.timeZone)}, before
          your next session.
        </Alert>
      ) : null}
      {design.proofs.length === 0 ? (
        <Typography color="text.secondary">
          {p.artist.displayName} has not sent a design yet. You will get an email when it is there.
        </Typography>
      ) : (
        design.proofs.map((proof) => <Version key={proof.id} design={design} proof={proof} />)
      )}
    </Stack>
  );
}
