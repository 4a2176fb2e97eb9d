import { addGuestSpotBody, type GuestSpotView } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { shortDay } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAddGuestSpot, useRemoveGuestSpot } from '../../api/hours.ts';
import { issuesOf, removeAfterAsking, serverIssues } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';

const empty = { artistUrlPath: '', startsOn: '', endsOn: '' };

/** Artists of Linework the shop hosts for some days: bookable here on those days only. */
export function GuestSpotsSection(props: {
  businessId: string;
  shopUrl: string;
  spots: GuestSpotView[];
  onDirtyChange(dirty: boolean): void;
}) {
  const { businessId, shopUrl, onDirtyChange } = props;
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddGuestSpot(businessId, shopUrl);
  const remove = useRemoveGuestSpot(businessId, shopUrl);
  const dirty = Boolean(form.artistUrlPath || form.startsOn || form.endsOn);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));

  const submit = async () => {
    const parsed = addGuestSpotBody.safeParse({
      ...form,
      artistUrlPath: form.artistUrlPath.replace(/^.*artist\//, '').trim(),
    });
    setErrors(issuesOf(parsed.error));
    if (!parsed.success) return;
    try {
      const spot = await add.mutateAsync(parsed.data);
      setForm(empty);
      toast.success(
        `${spot.displayName} is a guest here from ${shortDay(spot.startsOn)} to ${shortDay(spot.endsOn)}. Set their hours above.`,
      );
    } catch (error) {
      setErrors(serverIssues(error));
    }
  };
  const removeSpot = (spot: GuestSpotView) =>
    removeAfterAsking(
      {
        title: `Remove ${spot.displayName}'s guest spot?`,
        message: 'Customers will no longer be able to book them here.',
      },
      remove.mutate,
      spot.artistId,
      'Guest spot removed.',
    );

  return (
    <HoursSection
      title="Guest spots"
      intro={
        <>
          Host an artist of Linework for some days. They start with the shop's hours; pick them above to
          change those.
        </>
      }
    >
      {props.spots.length === 0 ? (
        <Typography sx={{ my: 1 }}>No guest spots ahead.</Typography>
      ) : (
        <List dense aria-label="Guest spots ahead">
          {props.spots.map((s) => (
            <ListItem
              key={s.artistId}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => removeSpot(s)}
                  aria-label={`Remove ${s.displayName}'s guest spot`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={s.displayName}
                secondary={`${shortDay(s.startsOn)} – ${shortDay(s.endsOn)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        Add a guest spot
      </Typography>
      {errors[''] && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors['']}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Guest's Linework page"
          value={form.artistUrlPath}
          onChange={(e) => set({ artistUrlPath: e.target.value })}
          error={Boolean(errors.artistUrlPath)}
          helperText={errors.artistUrlPath ?? 'The end of their page address, e.g. mara-vale'}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label="First day"
            value={form.startsOn}
            onChange={(e) => set({ startsOn: e.target.value })}
            error={Boolean(errors.startsOn)}
            helperText={errors.startsOn}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label="Last day"
            value={form.endsOn}
            onChange={(e) => set({ endsOn: e.target.value })}
            error={Boolean(errors.endsOn)}
            helperText={errors.endsOn}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Box>
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add guest spot'}
          </Button>
        </Box>
      </Stack>
    </HoursSection>
  );
}
