import type { NoticePreferences, ShopNotice } from '@linework/contract/shop-notices';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { dateIn, dateTimeIn } from '../../../lib/dates.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import {
  useMarkNoticesRead,
  useNoticePreferences,
  useSetNoticePreferences,
  useShopNotices,
} from '../api/notices.ts';
import { FormError } from '../components/catalogue/form-error.tsx';
import { studioPath } from '../components/studio-sections.ts';

const choices: { key: keyof NoticePreferences; label: string }[] = [
  { key: 'newBookingEmail', label: 'Email me about each new booking' },
  { key: 'newBookingNotice', label: 'Show each new booking here' },
];

/** Notices: the new bookings this member hears of, and how they want to hear of them. */
export default function NoticesScreen() {
  const business = useStudioBusiness();
  const notices = useShopNotices(business.businessId);
  const markRead = useMarkNoticesRead(business.businessId);
  // What was unread when the page opened stays marked "New" while it is open.
  const [unseen, setUnseen] = useState<Set<string> | null>(null);
  const unread = notices.data?.unread ?? 0;
  useEffect(() => {
    if (!notices.data || unseen) return;
    setUnseen(new Set(notices.data.notices.filter((n) => !n.read).map((n) => n.id)));
    if (notices.data.unread > 0) markRead.mutate();
  }, [notices.data, unseen, markRead]);

  const whom =
    business.role === 'artist' ? 'the bookings of your own customers' : `every booking at ${business.name}`;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Notices</Typography>
        <Typography color="text.secondary">New bookings, as they come: {whom}.</Typography>
      </Stack>
      <Stack component="section" spacing={1} aria-labelledby="bookings-heading">
        <Typography variant="h2" id="bookings-heading" sx={{ fontSize: '1.25rem' }}>
          New bookings{unread > 0 && ` (${unread} new)`}
        </Typography>
        <QueryState query={notices} what="notices">
          {({ notices: list }) =>
            list.length === 0 ? (
              <Typography>No new bookings yet. Each one shows here as it is confirmed.</Typography>
            ) : (
              <List aria-label="New bookings" disablePadding>
                {list.map((n) => (
                  <NoticeItem
                    key={n.id}
                    notice={n}
                    isNew={unseen?.has(n.id) ?? !n.read}
                    timeZone={business.timeZone}
                    dayLink={`${studioPath(business.businessId)}?date=${dateIn(n.appointment.startsAt, business.timeZone)}`}
                  />
                ))}
              </List>
            )
          }
        </QueryState>
      </Stack>
      <Preferences businessId={business.businessId} />
    </Stack>
  );
}

function NoticeItem(props: { notice: ShopNotice; isNew: boolean; timeZone: string; dayLink: string }) {
  const a = props.notice.appointment;
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={`${props.isNew ? 'New · ' : ''}${a.customerName} booked ${a.serviceName} with ${a.artistName}`}
        secondary={
          <>
            {dateTimeIn(a.startsAt, props.timeZone)} ·{' '}
            <Link component={RouterLink} to={props.dayLink}>
              See the day
            </Link>
          </>
        }
      />
    </ListItem>
  );
}

function Preferences({ businessId }: { businessId: string }) {
  const preferences = useNoticePreferences(businessId);
  const save = useSetNoticePreferences(businessId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hear-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" id="hear-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        How you hear of new bookings
      </Typography>
      <QueryState query={preferences} what="notice settings">
        {(current) => (
          <FormGroup>
            {choices.map((c) => (
              <FormControlLabel
                key={c.key}
                label={c.label}
                control={
                  <Switch
                    checked={(save.isPending ? save.variables : current)?.[c.key] ?? current[c.key]}
                    onChange={(e) => save.mutate({ ...current, [c.key]: e.target.checked })}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </QueryState>
      <FormError error={save.error} />
    </Paper>
  );
}
