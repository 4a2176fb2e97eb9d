import type { ProjectDesign, ProofView } from '@linework/contract/project-proofs';
import { maxProofImages } from '@linework/contract/project-proofs';
import { uploadContentTypes } from '@linework/contract/uploads';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type ProofPicture, ProofPictures } from '../../../components/proof-pictures.tsx';
import { mediumDateTime } from '../../../lib/dates.ts';
import { useSetApproval, useUploadProof } from '../../../lib/design-queries.ts';
import { uploadFiles } from '../../../lib/upload.ts';

const imageTypes = uploadContentTypes.filter((t) => t.startsWith('image/'));
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

function stateOf(p: ProofView) {
  if (p.decision === 'approved') return { text: 'Approved', color: 'success' as const };
  if (p.decision === 'changes_requested') return { text: 'Changes asked', color: 'warning' as const };
  return p.open
    ? { text: 'Waiting for the customer', color: 'primary' as const }
    : { text: 'Replaced', color: 'default' as const };
}

/** Send a new version: pictures uploaded as they are chosen, and a note for the customer. */
function NewVersion(props: { businessId: string; projectId: string; userId: string; next: number }) {
  const upload = useUploadProof(props.businessId, props.projectId);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [images, setImages] = useState<ProofPicture[]>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');

  const add = async (files: File[]) => {
    setProblem('');
    const wrong = files.find((f) => !imageTypes.includes(f.type as never));
    if (wrong) return setProblem(`${wrong.name} is not a JPEG, PNG, WebP or HEIC picture.`);
    const items = files.slice(0, maxProofImages - images.length).map((f) => ({
      url: URL.createObjectURL(f),
      path: `users/${props.userId}/proofs/${crypto.randomUUID()}.${extensions[f.type]}`,
    }));
    const added: ProofPicture[] = [];
    setUploading(true);
    try {
      await uploadFiles(items, { onSuccess: (item, url) => added.push({ path: item.path, url }) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      for (const item of items) URL.revokeObjectURL(item.url);
      setUploading(false);
      if (added.length) setImages((now) => [...now, ...added]);
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (images.length === 0) return setProblem('Add at least one picture of the design');
    upload.mutate(
      { images: images.map((i) => i.path), note },
      {
        onSuccess: () => {
          setImages([]);
          setNote('');
        },
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={send}
      noValidate
      aria-labelledby={`${id}-h`}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography variant="h3" id={`${id}-h`} sx={{ fontSize: '1.125rem' }}>
          Send version {props.next}
        </Typography>
        {images.length > 0 && <ProofPictures images={images} label={`New version ${props.next}`} size={96} />}
        <input
          ref={input}
          type="file"
          accept={imageTypes.join(',')}
          multiple
          hidden
          aria-label="Pictures of the design"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void add(files);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading || images.length >= maxProofImages}
          sx={{ alignSelf: 'flex-start' }}
        >
          {uploading ? 'Uploading…' : 'Add pictures'}
        </Button>
        <TextField
          label="Note for the customer"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {(problem || upload.error) && (
          <Alert severity="error" role="alert">
            {problem || upload.error?.message}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={upload.isPending || uploading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {upload.isPending ? 'Sending…' : 'Send to the customer'}
        </Button>
      </Stack>
    </Paper>
  );
}

function ApprovalSetting({ businessId, design }: { businessId: string; design: ProjectDesign }) {
  const set = useSetApproval(businessId, design.project.id);
  const [days, setDays] = useState(String(design.project.approvalDaysBefore));
  const required = design.project.approvalRequired;
  const valid = /^\d+$/.test(days) && Number(days) <= 60;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            onChange={(e) =>
              set.mutate({ approvalRequired: e.target.checked, approvalDaysBefore: valid ? Number(days) : 2 })
            }
          />
        }
        label="Sessions need an approved design"
      />
      <TextField
        label="Days before a session"
        size="small"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        onBlur={() => valid && set.mutate({ approvalRequired: required, approvalDaysBefore: Number(days) })}
        error={!valid}
        helperText={valid ? 'The customer is reminded once inside this window.' : 'Give 0 to 60 days'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 220 }}
      />
      {set.error && <Alert severity="error">{set.error.message}</Alert>}
    </Stack>
  );
}

/** A project's design in the studio: every version with the customer's answer, and a new one. */
export function ProofsPanel(props: {
  businessId: string;
  userId: string;
  design: ProjectDesign;
  /** The owner or the project's own artist: the front desk follows, it does not send designs. */
  maySend: boolean;
}) {
  const { design } = props;
  const zone = design.project.shop.timeZone;
  const latest = design.proofs[0];
  return (
    <Stack spacing={2} component="section" aria-labelledby="proofs-heading">
      <Typography variant="h2" id="proofs-heading" sx={{ fontSize: '1.375rem' }}>
        Design
      </Typography>
      {props.maySend && <ApprovalSetting businessId={props.businessId} design={design} />}
      {design.project.nextSession?.approveBy && !design.project.approvedProofId && (
        <Alert severity="warning">
          Needs approval by {mediumDateTime(design.project.nextSession.approveBy, zone)} for the next session.
        </Alert>
      )}
      {props.maySend && (
        <NewVersion
          businessId={props.businessId}
          projectId={design.project.id}
          userId={props.userId}
          next={(latest?.version ?? 0) + 1}
        />
      )}
      {design.proofs.length === 0 && <Typography color="text.secondary">No version sent yet.</Typography>}
      {design.proofs.map((p) => {
        const s = stateOf(p);
        return (
          <Paper
            key={p.id}
            variant="outlined"
            component="article"
            aria-labelledby={`v-${p.id}`}
            sx={{ p: 2 }}
          >
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography component="h3" variant="h6" id={`v-${p.id}`}>
                  Version {p.version}
                </Typography>
                <Chip size="small" color={s.color} label={s.text} />
                <Typography variant="body2" color="text.secondary">
                  sent {mediumDateTime(p.createdAt, zone)}
                </Typography>
              </Stack>
              <ProofPictures images={p.images} label={`Design version ${p.version}`} size={96} />
              {p.note && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.note}</Typography>}
              {p.decision && (
                <Typography variant="body2">
                  {design.project.customerName}{' '}
                  {p.decision === 'approved' ? 'approved it' : 'asked for changes'}
                  {p.decidedAt ? ` on ${mediumDateTime(p.decidedAt, zone)}` : ''}
                  {p.decisionComment ? `: “${p.decisionComment}”` : '.'}
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
