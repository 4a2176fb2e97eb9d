import type { WaiverTemplateView } from '@linework/contract/waivers';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { mediumDate } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { saveTemplateVersion, templatesQuery, waiverStudioKeys } from '../../api/waivers.ts';

type Section = { key: string; heading: string; text: string };

/** A new version from the current one: its title and its text; questions and initials stay as they are. */
function NewVersionForm({
  businessId,
  current,
  onSaved,
}: {
  businessId: string;
  current: WaiverTemplateView;
  onSaved(): Promise<unknown>;
}) {
  const [title, setTitle] = useState(current.title);
  const [sections, setSections] = useState<Section[]>(() =>
    current.body.sections.map((x) => ({ ...x, key: crypto.randomUUID() })),
  );
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const change = (i: number, part: Partial<Section>) =>
    setSections((all) => all.map((s, j) => (j === i ? { ...s, ...part } : s)));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem('');
    setBusy(true);
    try {
      const saved = await saveTemplateVersion(businessId, {
        title,
        body: { ...current.body, sections: sections.map(({ heading, text }) => ({ heading, text })) },
      });
      toast.success(`Version ${saved.version} saved. New signatures use it from now on.`);
      await onSaved();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={save} aria-label="New version" noValidate>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      {sections.map((s, i) => (
        <Stack key={s.key} spacing={1}>
          <TextField
            label={`Section ${i + 1} heading`}
            value={s.heading}
            onChange={(e) => change(i, { heading: e.target.value })}
          />
          <TextField
            label={`Section ${i + 1} text`}
            value={s.text}
            onChange={(e) => change(i, { text: e.target.value })}
            multiline
            minRows={3}
          />
        </Stack>
      ))}
      <Button
        onClick={() => setSections((all) => [...all, { key: crypto.randomUUID(), heading: '', text: '' }])}
        sx={{ alignSelf: 'start' }}
      >
        Add a section
      </Button>
      <Typography variant="body2" color="text.secondary">
        The {current.body.clauses.length} initialled clauses and {current.body.questions.length} health
        questions stay as in version {current.version}.
      </Typography>
      <LiveProblem problem={problem} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'start' }}>
        Save as version {current.version + 1}
      </Button>
    </Stack>
  );
}

/** The current version's words in the order the customer reads them, and their own preview page. */
function CustomerPreview({ template, shopUrl }: { template: WaiverTemplateView; shopUrl: string }) {
  const { body } = template;
  return (
    <Box
      component="section"
      aria-label="Preview as the customer sees it"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 480, overflow: 'auto' }}
    >
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Preview as the customer sees it
      </Typography>
      <Link href={`/shop/${encodeURIComponent(shopUrl)}/preview-waiver`} target="_blank" rel="noopener">
        Open the customer’s preview page
      </Link>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 2 }}>{template.title}</Typography>
      {body.sections.map((s) => (
        <div key={`${s.heading}\n${s.text}`}>
          <Typography fontWeight={700} sx={{ mt: 1 }}>
            {s.heading}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{s.text}</Typography>
        </div>
      ))}
      {body.clauses.length > 0 && (
        <>
          <Typography fontWeight={700} sx={{ mt: 2 }}>
            Initial each of these
          </Typography>
          <ul>
            {body.clauses.map((c) => (
              <li key={c.id}>{c.text}</li>
            ))}
          </ul>
        </>
      )}
      {body.questions.length > 0 && (
        <>
          <Typography fontWeight={700}>Health questions</Typography>
          <ul>
            {body.questions.map((q) => (
              <li key={q.id}>
                {q.label}
                {q.required ? '' : ' (if any)'}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}

/**
 * The waiver's versions, newest first (dated in the shop's zone, as the whole screen is), a new one,
 * and the current one as the customer reads it.
 */
export function WaiverVersions({
  businessId,
  shopUrl,
  timeZone,
}: {
  businessId: string;
  shopUrl: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery(businessId));
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="versions-heading">
      <CardContent>
        <Typography variant="h2" id="versions-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
          The waiver
        </Typography>
        <QueryState query={templates} what="waiver">
          {(list) => {
            const [current, ...previous] = list;
            if (!current) return <Typography>This shop has no waiver yet.</Typography>;
            return (
              <Stack spacing={2}>
                <Typography>
                  Version {current.version}: <strong>{current.title}</strong>, since{' '}
                  {mediumDate(current.createdAt, timeZone)}
                </Typography>
                {editing ? (
                  <NewVersionForm
                    key={current.id}
                    businessId={businessId}
                    current={current}
                    onSaved={async () => {
                      setEditing(false);
                      await queryClient.invalidateQueries({
                        queryKey: waiverStudioKeys.templates(businessId),
                      });
                    }}
                  />
                ) : (
                  <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'start' }}>
                    Write a new version
                  </Button>
                )}
                {previous.length > 0 && (
                  <div>
                    <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                      Earlier versions
                    </Typography>
                    {previous.map((t) => (
                      <Accordion key={t.id} disableGutters>
                        <AccordionSummary>
                          Version {t.version}: {t.title} ({mediumDate(t.createdAt, timeZone)})
                        </AccordionSummary>
                        <AccordionDetails>
                          {t.body.sections.map((s) => (
                            <div key={`${s.heading}\n${s.text}`}>
                              <Typography fontWeight={700}>{s.heading}</Typography>
                              <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{s.text}</Typography>
                            </div>
                          ))}
                        </AccordionDetails>
                      </Accordion>
                    ))}
                  </div>
                )}
                <CustomerPreview template={current} shopUrl={shopUrl} />
              </Stack>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
