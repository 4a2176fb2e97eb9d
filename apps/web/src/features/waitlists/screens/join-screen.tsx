import { dayParts, joinWaitlistBody } from '@linework/contract/waitlists';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { artistInShopQuery, shopFlashQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useJoinWaitlist } from '../api/waitlists.ts';
import { type DayPart, DaysTimesPicker } from '../components/days-times-picker.tsx';

/** waitlist/join?shop=…&artist=…[&design=…]: wait for a freed time of an artist, for a service or a design. */
export default function JoinScreen() {
  const [search] = useSearchParams();
  const shopUrl = search.get('shop') ?? '';
  const artistUrl = search.get('artist') ?? '';
  const designId = search.get('design') ?? undefined;
  const { user } = useSession();
  usePageTitle('Join the waitlist');
  const artist = useQuery({
    ...artistInShopQuery(shopUrl, artistUrl),
    enabled: Boolean(shopUrl && artistUrl),
  });
  const flash = useQuery({ ...shopFlashQuery(shopUrl), enabled: Boolean(shopUrl && designId) });
  const join = useJoinWaitlist();
  const [choice, setChoice] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const [parts, setParts] = useState<DayPart[]>([]);
  const [errors, setErrors] = useState<{ days?: string; times?: string; what?: string }>({});

  let content: React.ReactNode;
  if (!shopUrl || !artistUrl)
    content = (
      <Alert severity="error">
        This link is incomplete. Open the artist's page and choose Join the waitlist.
      </Alert>
    );
  else if (user.isLoading || artist.isPending || (designId && flash.isPending))
    content = <CenteredSpinner label="Loading the waitlist" />;
  else if (!user.data)
    content = (
      <SignInToContinue
        title="Join the waitlist"
        message="Sign in to join the waitlist: we tell you when a time frees."
      />
    );
  else if (artist.error) content = <ErrorAlert error={artist.error} onRetry={artist.refetch} />;
  else if (join.isSuccess)
    content = (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          You are on the waitlist
        </Typography>
        <Typography role="status">
          When a time with {artist.data!.artist.displayName} frees on a day and at a time that suit you, we
          offer it to you by email (and text, if you take texts).
        </Typography>
        <Button component={RouterLink} to="/account/waitlists" variant="contained">
          See my waitlists
        </Button>
      </Stack>
    );
  else {
    const a = artist.data!;
    const design = designId ? flash.data?.designs.find((d) => d.id === designId) : undefined;
    const options = design
      ? design.sizes.map((s) => ({ value: `size:${s.id}`, label: `${design.title}, ${s.label}` }))
      : a.services
          .filter((s) => !s.requiresRequest)
          .map((s) => ({ value: `service:${s.id}`, label: s.name }));
    const submit = (event: React.FormEvent) => {
      event.preventDefault();
      const [kind, id] = choice.split(':');
      const body = {
        shopUrl,
        artistId: a.artist.id,
        ...(kind === 'size' ? { flashSizeId: id } : { serviceId: id }),
        days,
        times: dayParts.filter((p) => parts.includes(p.key)).map((p) => p.range),
      };
      const checked = joinWaitlistBody.safeParse(body);
      const next: typeof errors = {};
      if (!choice) next.what = 'Choose what you would like';
      if (!checked.success)
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0]);
          if (field === 'days') next.days ??= issue.message;
          if (field === 'times') next.times ??= issue.message;
        }
      setErrors(next);
      if (Object.keys(next).length === 0 && checked.success) join.mutate(checked.data);
    };
    content = (
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Join {a.artist.displayName}'s waitlist
        </Typography>
        <Typography>
          At {a.shop.name}. When a time frees, we offer it to whoever waits for it, and hold it for you a
          while. You can leave the waitlist at any time, from your account or any of our messages.
        </Typography>
        <TextField
          select
          label="What would you like?"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          error={Boolean(errors.what)}
          helperText={errors.what}
          required
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <DaysTimesPicker
          days={days}
          parts={parts}
          onDays={setDays}
          onParts={setParts}
          timeZoneLabel={`${a.shop.name}'s time`}
          errors={errors}
        />
        {join.error && (
          <Alert severity="error" role="alert">
            {join.error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={join.isPending} sx={{ alignSelf: 'flex-start' }}>
          {join.isPending ? 'Joining…' : 'Join the waitlist'}
        </Button>
      </Stack>
    );
  }
  return <Stack sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>{content}</Stack>;
}
