import type { DropView, FlashDesignView } from '@linework/contract/flash';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useBusinessShop } from '../api/catalogue.ts';
import { useDrops, useFlashDesigns, useRemoveDesign } from '../api/flash.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { FormError } from '../components/catalogue/form-error.tsx';
import { durationText } from '../components/catalogue/format.ts';
import { BooksPanel } from '../components/flash/books-panel.tsx';
import { DesignDialog } from '../components/flash/design-dialog.tsx';
import { DropCard } from '../components/flash/drop-card.tsx';
import { DropDialog } from '../components/flash/drop-dialog.tsx';

type Editing =
  | { kind: 'design'; design: FlashDesignView | null }
  | { kind: 'drop'; drop: DropView | null }
  | null;

/** Flash and books (issue 29): an artist's designs, drops with their live sales, books opened with a cap. */
export default function FlashScreen() {
  const business = useStudioBusiness();
  const { businessId, timeZone, currency, role } = business;
  const shop = useBusinessShop(businessId);
  const roster = shop.data?.shop.artists ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const artistId =
    role === 'artist' ? (business.artistId ?? '') : (chosen ?? business.artistId ?? roster[0]?.id ?? '');
  const designs = useFlashDesigns(businessId);
  const drops = useDrops(businessId);
  const remove = useRemoveDesign(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const services = (shop.data?.services ?? []).filter(
    (s) => s.active && s.artists.some((a) => a.id === artistId),
  );
  const ownDesigns = designs.data?.designs.filter((d) => d.artistId === artistId) ?? [];
  const mayChange = role !== 'staff';

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Flash and books</Typography>
      {role !== 'artist' && (
        <TextField
          select
          label="Artist"
          value={artistId}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ maxWidth: 320 }}
          disabled={roster.length === 0}
        >
          {roster.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!artistId ? (
        <Alert severity="info" role="status">
          {shop.isPending ? 'Loading the artists…' : 'Add an artist to the shop first: flash is an artist’s.'}
        </Alert>
      ) : (
        <>
          <Stack spacing={2} component="section" aria-labelledby="designs-heading">
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Typography variant="h2" id="designs-heading" sx={{ flexGrow: 1 }}>
                Flash designs
              </Typography>
              <Button
                variant="contained"
                disabled={!shop.data}
                onClick={() => setEditing({ kind: 'design', design: null })}
              >
                Add a design
              </Button>
            </Stack>
            <QueryState query={designs} what="flash designs">
              {() =>
                ownDesigns.length === 0 ? (
                  <Alert severity="info" role="status">
                    No flash designs yet. Add one with its sizes, prices and lengths.
                  </Alert>
                ) : (
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                    }}
                  >
                    {ownDesigns.map((d) => (
                      <Card
                        key={d.id}
                        variant="outlined"
                        component="article"
                        aria-labelledby={`design-${d.id}`}
                      >
                        <Box
                          component="img"
                          src={d.pictureUrl}
                          alt={d.title}
                          loading="lazy"
                          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                        />
                        <CardContent>
                          <Typography variant="h3" id={`design-${d.id}`}>
                            {d.title}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {d.repeatable ? 'Repeatable' : 'One-off'}
                            {d.placementNotes && ` · ${d.placementNotes}`}
                          </Typography>
                          <Stack component="ul" sx={{ pl: 2, my: 1 }}>
                            {d.sizes.map((s) => (
                              <li key={s.id}>
                                {s.label}: {formatMoney(s.priceAmount, currency)},{' '}
                                {durationText(s.durationMinutes)}
                              </li>
                            ))}
                          </Stack>
                        </CardContent>
                        <CardActions>
                          <Button onClick={() => setEditing({ kind: 'design', design: d })}>
                            Change{' '}
                            <Box component="span" style={visuallyHidden}>
                              {d.title}
                            </Box>
                          </Button>
                          <Button
                            color="error"
                            loading={remove.isPending && remove.variables === d.id}
                            onClick={() => {
                              if (window.confirm(`Take ${d.title} off the flash sheet?`)) remove.mutate(d.id);
                            }}
                          >
                            Remove{' '}
                            <Box component="span" style={visuallyHidden}>
                              {d.title}
                            </Box>
                          </Button>
                        </CardActions>
                      </Card>
                    ))}
                  </Box>
                )
              }
            </QueryState>
            <FormError error={remove.error} />
          </Stack>

          <Stack spacing={2} component="section" aria-labelledby="drops-heading">
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Typography variant="h2" id="drops-heading" sx={{ flexGrow: 1 }}>
                Drops
              </Typography>
              <Button
                variant="contained"
                disabled={ownDesigns.length === 0}
                onClick={() => setEditing({ kind: 'drop', drop: null })}
              >
                Create a drop
              </Button>
            </Stack>
            <QueryState query={drops} what="drops">
              {(list) => {
                const own = list.filter((d) => d.items[0]?.design.artistId === artistId);
                return own.length === 0 ? (
                  <Alert severity="info" role="status">
                    No drops yet. A drop offers designs from an announced moment, with a stock of each.
                  </Alert>
                ) : (
                  <Stack spacing={1.5}>
                    {own
                      .slice()
                      .reverse()
                      .map((d) => (
                        <DropCard
                          key={d.id}
                          businessId={businessId}
                          timeZone={timeZone}
                          drop={d}
                          onEdit={() => setEditing({ kind: 'drop', drop: d })}
                        />
                      ))}
                  </Stack>
                );
              }}
            </QueryState>
          </Stack>

          <BooksPanel businessId={businessId} timeZone={timeZone} artistId={artistId} canOpen={mayChange} />
        </>
      )}

      {editing?.kind === 'design' && (
        <DesignDialog
          businessId={businessId}
          currency={currency}
          artistId={artistId}
          services={services}
          design={editing.design}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'drop' && (
        <DropDialog
          businessId={businessId}
          timeZone={timeZone}
          artistId={artistId}
          designs={ownDesigns}
          drop={editing.drop}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
