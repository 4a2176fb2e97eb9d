import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state.tsx';
import { useAnnouncements } from '../api/followers.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopCatalogue } from '../api/requests.ts';
import { AnnouncementList } from '../components/followers/announcement-list.tsx';
import { ComposeAnnouncement } from '../components/followers/compose-announcement.tsx';

/** Followers: tell the people who follow the shop or its artists that books open or flash dropped. */
export default function FollowersScreen() {
  const business = useStudioBusiness();
  const catalogue = useShopCatalogue(business.shopUrl);
  const announcements = useAnnouncements(business.businessId);
  const artists = (catalogue.data?.artists ?? []).map((a) => ({ id: a.id, displayName: a.displayName }));
  const senderName = (artistId: string | null) =>
    artists.find((a) => a.id === artistId)?.displayName ?? business.name;

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Followers</Typography>
        <Typography color="text.secondary">
          People who follow {business.name} or its artists hear from you here, by email, about the topics they
          chose.
        </Typography>
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="compose-heading"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack spacing={2}>
          <Typography variant="h2" id="compose-heading" sx={{ fontSize: '1.25rem' }}>
            New announcement
          </Typography>
          <QueryState query={catalogue} what="shop">
            {() => (
              <ComposeAnnouncement
                businessId={business.businessId}
                shopName={business.name}
                artists={artists}
              />
            )}
          </QueryState>
        </Stack>
      </Paper>
      <Stack component="section" spacing={1} aria-labelledby="past-heading">
        <Typography variant="h2" id="past-heading" sx={{ fontSize: '1.25rem' }}>
          Sent announcements
        </Typography>
        <QueryState query={announcements} what="announcements">
          {(list) => (
            <AnnouncementList announcements={list} senderName={senderName} timeZone={business.timeZone} />
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
