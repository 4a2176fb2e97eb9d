import { createArtist } from '@linework/contract/endpoints/catalog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useBusinessArtist, useBusinessShop, useRefreshCatalogue, useTeam } from '../api/catalogue.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { FormError } from '../components/catalogue/form-error.tsx';
import { OpeningHours } from '../components/catalogue/opening-hours.tsx';
import { PortfolioPanel } from '../components/catalogue/portfolio-panel.tsx';
import { PublishBanner } from '../components/catalogue/publish-banner.tsx';
import { ServicesPanel } from '../components/catalogue/services-panel.tsx';
import { ShopProfileForm } from '../components/catalogue/shop-profile-form.tsx';
import { TeamPanel } from '../components/catalogue/team-panel.tsx';

type TabName = 'shop' | 'artists' | 'services' | 'team';
const ownerTabs: { value: TabName; label: string }[] = [
  { value: 'shop', label: 'Shop' },
  { value: 'services', label: 'Services' },
  { value: 'artists', label: 'Artists and portfolio' },
  { value: 'team', label: 'Team' },
];

/** studio/:businessId/catalogue: the shop profile, services, artists' portfolios and the team. */
export default function CatalogueScreen() {
  const business = useStudioBusiness();
  const { businessId } = business;
  const isOwner = business.role === 'owner';
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab') as TabName | null;
  const tab: TabName = isOwner ? (ownerTabs.some((t) => t.value === wanted) ? wanted! : 'shop') : 'artists';
  const shop = useBusinessShop(businessId);
  const refresh = useRefreshCatalogue(businessId);
  const userId = useSession().user.data?.userId ?? '';

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{isOwner ? 'Shop and services' : 'Your profile and portfolio'}</Typography>
      <QueryState query={shop} what="shop">
        {(data) => (
          <Stack spacing={2}>
            {isOwner && <PublishBanner businessId={businessId} data={data} onChanged={refresh} />}
            {isOwner && (
              <Tabs
                value={tab}
                onChange={(_e, value: TabName) => setSearch({ tab: value }, { replace: true })}
                variant="scrollable"
                aria-label="Parts of the catalogue"
              >
                {ownerTabs.map((t) => (
                  <Tab
                    key={t.value}
                    value={t.value}
                    label={t.label}
                    id={`tab-${t.value}`}
                    aria-controls="catalogue-panel"
                  />
                ))}
              </Tabs>
            )}
            <Box
              id="catalogue-panel"
              role={isOwner ? 'tabpanel' : undefined}
              aria-labelledby={isOwner ? `tab-${tab}` : undefined}
            >
              {tab === 'shop' && (
                <Stack spacing={2}>
                  <ShopProfileForm
                    key={data.shop.id}
                    businessId={businessId}
                    data={data}
                    userId={userId}
                    onChanged={refresh}
                  />
                  <OpeningHours
                    businessId={businessId}
                    shopUrl={data.shop.shopUrl}
                    timeZone={data.shop.timeZone}
                    hours={data.shop.hours}
                    onChanged={refresh}
                  />
                </Stack>
              )}
              {tab === 'services' && (
                <ServicesPanel
                  businessId={businessId}
                  currency={data.shop.currency}
                  services={data.services}
                  artists={data.shop.artists}
                  onChanged={refresh}
                />
              )}
              {tab === 'artists' && (
                <ArtistsTab
                  businessId={businessId}
                  artists={
                    isOwner ? data.shop.artists : data.shop.artists.filter((a) => a.id === business.artistId)
                  }
                  canAdd={isOwner}
                  userId={userId}
                  onChanged={refresh}
                />
              )}
              {tab === 'team' && <TeamTab businessId={businessId} userId={userId} />}
            </Box>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ArtistsTab(props: {
  businessId: string;
  artists: { id: string; displayName: string }[];
  canAdd: boolean;
  userId: string;
  onChanged(): unknown;
}) {
  const [search, setSearch] = useSearchParams();
  const chosen = props.artists.find((a) => a.id === search.get('artist'))?.id ?? props.artists[0]?.id ?? null;
  const artist = useBusinessArtist(props.businessId, chosen);
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () =>
      call(createArtist, { params: { businessId: props.businessId }, body: { displayName: name } }),
    onSuccess: (a) => {
      setName('');
      props.onChanged();
      setSearch({ tab: 'artists', artist: a.id }, { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <Stack spacing={3}>
      {props.artists.length > 1 && (
        <TextField
          select
          label="Artist"
          value={chosen ?? ''}
          onChange={(e) => setSearch({ tab: 'artists', artist: e.target.value }, { replace: true })}
        >
          {props.artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!chosen && <Typography>No artist profile yet.</Typography>}
      {chosen && (
        <QueryState query={artist} what="artist">
          {(a) => (
            <PortfolioPanel
              key={a.id}
              businessId={props.businessId}
              artist={a}
              userId={props.userId}
              onChanged={props.onChanged}
            />
          )}
        </QueryState>
      )}
      {props.canAdd && (
        <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="add-artist-heading">
          <Typography variant="h2" id="add-artist-heading">
            Add an artist
          </Typography>
          <Typography color="text.secondary">
            An artist profile customers can book. To give them their own login, invite them from Team.
          </Typography>
          <TextField label="Artist name" value={name} onChange={(e) => setName(e.target.value)} required />
          <FormError error={add.error} />
          <Box>
            <Button type="submit" variant="outlined" loading={add.isPending}>
              Add artist
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

function TeamTab({ businessId, userId }: { businessId: string; userId: string }) {
  const team = useTeam(businessId);
  const refresh = useRefreshCatalogue(businessId);
  return (
    <QueryState query={team} what="team">
      {(data) => <TeamPanel businessId={businessId} team={data} myUserId={userId} onChanged={refresh} />}
    </QueryState>
  );
}
