import type { WaiverPreview, WaiverQuestion } from '@linework/contract/waivers';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WaiverSections } from './waiver-text.tsx';

const signerFieldLabels = {
  address: 'Home address',
  phone: 'Phone number',
  email: 'Email',
  emergencyContact: 'Emergency contact (name and phone)',
} as const;

/** An empty box where the signer will write, as it will appear. */
const Blank = ({ label, wide = true }: { label: string; wide?: boolean }) => (
  <Box sx={{ mt: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box
      sx={{
        height: 36,
        width: wide ? '100%' : 90,
        border: 1,
        borderColor: 'grey.500',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  </Box>
);

function answerShape(q: WaiverQuestion): string {
  const optional = q.required ? '' : ' (optional)';
  if (q.kind === 'yesno') return `Yes or no${q.followUp ? `; if yes: ${q.followUp}` : ''}${optional}`;
  if (q.kind === 'choice') return `One of: ${q.options.join(', ')}${optional}`;
  if (q.kind === 'date') return `A date${optional}`;
  return `In your own words${optional}`;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The template read-only, in the order it is signed, with every blank the signer fills in, marked
 * as a sample so nobody mistakes it for a signed copy.
 */
export function WaiverDocument({ preview }: { preview: WaiverPreview }) {
  const { template, shop } = preview;
  const body = template.body;
  return (
    <Paper variant="outlined" sx={{ position: 'relative', p: { xs: 2, sm: 4 }, overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 160,
          left: '50%',
          transform: 'translateX(-50%) rotate(-24deg)',
          fontSize: { xs: '4.5rem', sm: '8rem' },
          fontWeight: 800,
          color: 'rgba(198, 40, 40, 0.08)',
          letterSpacing: '0.2em',
          pointerEvents: 'none',
          userSelect: 'none',
        }}
      >
        SAMPLE
      </Box>
      <Stack spacing={3} sx={{ position: 'relative' }}>
        <Stack spacing={1}>
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Chip label="Sample — not a signed copy" color="primary" variant="outlined" />
            <Chip label={`Version ${template.version}`} variant="outlined" />
          </Stack>
          <Typography component="p" variant="h3">
            {template.title}
          </Typography>
        </Stack>

        <Part title="About you">
          <Blank label="Full legal name" />
          <Blank label="Date of birth" />
          {body.requiredFields.map((f) => (
            <Blank key={f} label={signerFieldLabels[f]} />
          ))}
        </Part>

        {body.questions.length > 0 && (
          <Part title="Health questions">
            <Stack component="ol" spacing={1.5} sx={{ pl: 3, m: 0 }}>
              {body.questions.map((q) => (
                <li key={q.id}>
                  <Typography sx={{ fontWeight: 600 }}>{q.label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {answerShape(q)}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Part>
        )}

        {(body.sections.length > 0 || body.clauses.length > 0) && (
          <Part title="Read and initial">
            <WaiverSections sections={body.sections} />
            {body.clauses.map((c, i) => (
              <Stack key={c.id} direction="row" spacing={2} alignItems="flex-end">
                <Typography sx={{ flex: 1 }}>
                  {i + 1}. {c.text}
                </Typography>
                <Blank label="Initials" wide={false} />
              </Stack>
            ))}
          </Part>
        )}

        <Part title="Photo ID">
          <Typography>
            A photo of the front of your ID
            {body.idPhoto.back === 'none'
              ? '.'
              : body.idPhoto.back === 'required'
                ? ' and of its back.'
                : ', and of its back if you like.'}
          </Typography>
        </Part>

        <Part title="Parent or guardian">
          <Typography>
            If you are under {shop.ageOfMajority} on the day you sign, a parent or legal guardian adds their
            name, relationship, phone, a photo of their ID and their signature under these words:
          </Typography>
          <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>{body.guardian.text}</Typography>
        </Part>

        <Part title="Sign">
          <Typography>
            You sign by drawing your signature with a finger, pen or mouse, or by typing your name. You get a
            PDF of exactly what you signed by email.
          </Typography>
          <Box sx={{ height: 90, border: 1, borderColor: 'grey.500', borderRadius: 1, bgcolor: '#fff' }} />
        </Part>
      </Stack>
    </Paper>
  );
}
