import type { WaiverForm } from '@linework/contract/waivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StepContext } from './step-context.ts';
import { type StepKey, stepTitles } from './steps.ts';

function Part(props: { title: string; step: StepKey; goTo(step: StepKey): void; children: ReactNode }) {
  return (
    <Box component="section" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography component="h3" variant="h3">
          {props.title}
        </Typography>
        <Button
          size="small"
          onClick={() => props.goTo(props.step)}
          aria-label={`Change ${props.title.toLowerCase()}`}
        >
          Change
        </Button>
      </Stack>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
        {props.children}
      </Box>
    </Box>
  );
}

const Item = ({ term, value }: { term: string; value: string }) => (
  <>
    <dt>{term}</dt>
    <dd>{value || '—'}</dd>
  </>
);

const answerText = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value);

/** Everything the signer is about to sign, in one place, before it is sent. */
export function ReviewStep({
  ctx,
  values,
  goTo,
}: {
  ctx: StepContext;
  values: WaiverForm;
  goTo(step: StepKey): void;
}) {
  const { template, minor } = ctx;
  const s = values.signer;
  const g = values.guardian;
  return (
    <Stack spacing={2}>
      <Typography>Check your answers. Once you sign, they are kept exactly as they are.</Typography>
      <Part title={stepTitles.about} step="about" goTo={goTo}>
        <Item term="Full legal name" value={s.legalName} />
        <Item term="Date of birth" value={s.dateOfBirth} />
        <Item term="Address" value={s.address} />
        <Item term="Phone" value={s.phone} />
        <Item term="Email" value={s.email} />
        <Item
          term="Emergency contact"
          value={[s.emergencyName, s.emergencyPhone].filter(Boolean).join(', ')}
        />
      </Part>
      {template.questions.length > 0 && (
        <Part title={stepTitles.health} step="health" goTo={goTo}>
          {template.questions.map((q) => {
            const a = values.answers[q.id] ?? { value: '', followUp: '' };
            const text = [answerText(a.value), q.kind === 'yesno' && a.value === 'yes' ? a.followUp : '']
              .filter(Boolean)
              .join(': ');
            return <Item key={q.id} term={q.label} value={text} />;
          })}
        </Part>
      )}
      {template.clauses.length > 0 && (
        <Part title={stepTitles.consent} step="consent" goTo={goTo}>
          {template.clauses.map((c, i) => (
            <Item
              key={c.id}
              term={`${i + 1}. ${c.text}`}
              value={`Initialled ${values.initials[c.id] ?? ''}`}
            />
          ))}
        </Part>
      )}
      <Part title={stepTitles.id} step="id" goTo={goTo}>
        <Item term="Front" value={values.idPhotos.front ? 'Photo added' : ''} />
        {template.idPhoto.back !== 'none' && (
          <Item term="Back" value={values.idPhotos.back ? 'Photo added' : ''} />
        )}
      </Part>
      {minor && (
        <Part title={stepTitles.guardian} step="guardian" goTo={goTo}>
          <Item term="Full legal name" value={g.legalName} />
          <Item term="Relationship" value={g.relationship} />
          <Item term="Phone" value={g.phone} />
          <Item term="Photo ID" value={g.idFront ? 'Photo added' : ''} />
          <Item term="Signature" value={g.signature.image ? 'Signed' : ''} />
        </Part>
      )}
      <Part title={stepTitles.sign} step="sign" goTo={goTo}>
        <dt>Your signature</dt>
        <dd>
          {values.signature.image ? (
            <Box
              component="img"
              src={values.signature.image}
              alt={
                values.signature.method === 'typed'
                  ? `Signature: ${values.signature.typedName}`
                  : 'Your drawn signature'
              }
              sx={{
                height: 70,
                maxWidth: '100%',
                bgcolor: '#fff',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          ) : (
            '—'
          )}
        </dd>
      </Part>
    </Stack>
  );
}
