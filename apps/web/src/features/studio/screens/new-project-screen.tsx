import type { ShopProjectDefaults } from '@linework/contract/projects';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBusinessShop } from '../api/catalogue.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useCreateProject, usePastCustomers, useProjectDefaults } from '../api/projects.ts';
import { serverIssues } from '../components/hours/form-helpers.ts';
import {
  ProjectTermsFields,
  type TermsForm,
  termsBody,
  termsFieldOf,
  termsFromDefaults,
} from '../components/projects/project-terms.tsx';
import { studioPath } from '../components/studio-sections.ts';

/** A new project for a customer who has been to the shop: who, with whom, and its terms. */
export default function NewProjectScreen() {
  const business = useStudioBusiness();
  usePageTitle('New project');
  const defaults = useProjectDefaults(business.businessId);
  const shop = useBusinessShop(business.businessId);
  const back = (
    <Button
      component={RouterLink}
      to={studioPath(business.businessId, 'projects')}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'start' }}
    >
      All projects
    </Button>
  );
  const failed = defaults.error ?? shop.error;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      {back}
      <Stack spacing={0.5}>
        <Typography variant="h1">New project</Typography>
        <Typography color="text.secondary">
          A tattoo of one or more sessions for a customer who has been here before. They accept the quote and
          book each session from their project page.
        </Typography>
      </Stack>
      {failed ? (
        <ErrorAlert error={failed} onRetry={() => Promise.all([defaults.refetch(), shop.refetch()])} />
      ) : !defaults.data || !shop.data ? (
        <CenteredSpinner label="Loading the shop’s defaults" />
      ) : (
        <NewProjectForm
          defaults={defaults.data}
          artists={shop.data.shop.artists.map((a) => ({ id: a.id, name: a.displayName }))}
          services={shop.data.services
            .filter((s) => s.active)
            .map((s) => ({ id: s.id, name: s.name, artistIds: s.artists.map((a) => a.id) }))}
        />
      )}
    </Stack>
  );
}

type Choice = { id: string; name: string };

function NewProjectForm(props: {
  defaults: ShopProjectDefaults;
  artists: Choice[];
  services: (Choice & { artistIds: string[] })[];
}) {
  const business = useStudioBusiness();
  const navigate = useNavigate();
  const create = useCreateProject(business.businessId);
  // One key for this form: a retried send after a lost answer creates the project once.
  const [key] = useState(() => crypto.randomUUID());
  const ownArtist = business.role === 'artist' ? business.artistId : null;
  const [customer, setCustomer] = useState<Choice | null>(null);
  const [search, setSearch] = useState('');
  const customers = usePastCustomers(business.businessId, useDeferredValue(search.trim()));
  const [artistId, setArtistId] = useState(ownArtist ?? props.artists[0]?.id ?? '');
  const services = useMemo(
    () => props.services.filter((s) => s.artistIds.includes(artistId)),
    [props.services, artistId],
  );
  const [serviceId, setServiceId] = useState('');
  const chosenService = services.some((s) => s.id === serviceId) ? serviceId : (services[0]?.id ?? '');
  const [form, setForm] = useState<TermsForm>(() => termsFromDefaults(props.defaults));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TermsForm>(k: K, v: TermsForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!customer) local.customerId = 'Pick the customer';
    if (!artistId) local.artistId = 'Pick the artist';
    if (!chosenService) local.serviceId = 'Pick the service each session is booked as';
    if (!form.title.trim()) local.title = 'Give the project a title';
    const terms = termsBody(form, business.currency);
    if (terms.errors || Object.keys(local).length) {
      setErrors({ ...local, ...terms.errors });
      return;
    }
    setErrors({});
    try {
      const project = await create.mutateAsync({
        key,
        body: { customerId: customer!.id, artistId, serviceId: chosenService, ...terms.body },
      });
      navigate(`${studioPath(business.businessId, 'projects')}/${project.id}`);
    } catch (error) {
      setErrors(
        Object.fromEntries(Object.entries(serverIssues(error)).map(([k, v]) => [termsFieldOf(k), v])),
      );
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="form" noValidate onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Autocomplete
          options={customers.data ?? []}
          loading={customers.isFetching}
          value={customers.data?.find((c) => c.id === customer?.id) ?? null}
          onChange={(_, c) => setCustomer(c ? { id: c.id, name: c.name } : null)}
          inputValue={search}
          onInputChange={(_, v) => setSearch(v)}
          filterOptions={(x) => x}
          getOptionLabel={(c) => `${c.name} (${c.email})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={
            customers.error
              ? 'The customers could not be loaded. Try again.'
              : search
                ? 'No customer of the shop matches.'
                : 'No customers have been to the shop yet.'
          }
          renderOption={(optionProps, c) => (
            <li {...optionProps} key={c.id}>
              <Stack>
                <span>{c.name}</span>
                <Typography variant="body2" color="text.secondary">
                  {c.email} · {c.visits} {c.visits === 1 ? 'visit' : 'visits'}
                </Typography>
              </Stack>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Customer"
              required
              error={Boolean(errors.customerId)}
              helperText={errors.customerId ?? 'Someone who has been to the shop: type a name or email'}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Artist"
            value={artistId}
            disabled={Boolean(ownArtist)}
            onChange={(e) => setArtistId(e.target.value)}
            error={Boolean(errors.artistId)}
            helperText={errors.artistId ?? ' '}
          >
            {props.artists.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Service"
            value={chosenService}
            onChange={(e) => setServiceId(e.target.value)}
            error={Boolean(errors.serviceId)}
            helperText={errors.serviceId ?? 'Each session is booked as this service'}
          >
            {services.length === 0 && (
              <MenuItem value="" disabled>
                This artist offers no service yet
              </MenuItem>
            )}
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <ProjectTermsFields form={form} set={set} errors={errors} currency={business.currency} />
        {errors[''] && <Alert severity="error">{errors['']}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Sending the quote…' : 'Create and send the quote'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
