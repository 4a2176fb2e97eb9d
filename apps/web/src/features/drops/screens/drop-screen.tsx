import type { DropView } from '@linework/contract/flash';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { dateTimeIn } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { confirmEmailIfAsked, openSignIn } from '../../../lib/sign-in.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { waitlistJoinPath } from '../../../lib/waitlists.ts';
import { claimDropItem } from '../api/claim-drop-item.ts';
import { dropKeys, dropQuery, dropStockQuery } from '../api/get-drop.ts';
import { timeLeft, timeLeftSpoken, useServerNow } from '../components/drop-clock.ts';
import { DropDesignCard } from '../components/drop-design-card.tsx';
import { type HeldClaim, keepHeldClaim, readHeldClaims } from '../components/held-claim.ts';

/** drops/:dropId — a flash drop as its customers see it (issue 29). */
export default function DropScreen() {
  const { dropId = '' } = useParams();
  const drop = useQuery(dropQuery(dropId));
  usePageTitle(drop.data?.title ?? 'Flash drop');
  return (
    <QueryState query={drop} what="drop" skeleton={<Skeleton variant="rounded" height={420} />}>
      {(d) => <DropPage drop={d} />}
    </QueryState>
  );
}

function DropPage({ drop }: { drop: DropView }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pollEvery, setPollEvery] = useState(5_000);
  const stock = useQuery(dropStockQuery(drop.id, pollEvery));
  const now = useServerNow(stock.data?.now);
  const phase = stock.data?.phase ?? drop.phase;
  const opensIn = Date.parse(drop.opensAt) - now;
  const followersFor = drop.followersUntil ? Date.parse(drop.followersUntil) - now : 0;
  const [held, setHeld] = useState<HeldClaim[]>(() => readHeldClaims(drop.id));
  const [claiming, setClaiming] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  // Every second in the last minute before a moment that changes the page, every 5 s otherwise.
  const soon = (opensIn > 0 && opensIn < 60_000) || (followersFor > 0 && followersFor < 60_000);
  useEffect(() => setPollEvery(soon ? 1_000 : 5_000), [soon]);
  // The moment itself: ask at once rather than at the next tick.
  const crossed = opensIn <= 0 && phase === 'upcoming';
  useEffect(() => {
    if (crossed) void queryClient.invalidateQueries({ queryKey: dropKeys.stock(drop.id) });
  }, [crossed, drop.id, queryClient]);

  const left = (itemId: string) =>
    stock.data?.items.find((i) => i.id === itemId)?.left ??
    drop.items.find((i) => i.id === itemId)?.left ??
    0;
  const open = phase === 'open' || phase === 'followers';

  const claim = async (itemId: string) => {
    if (!(user.data || (await openSignIn('sign-up')))) return;
    setClaiming(itemId);
    setProblems((p) => ({ ...p, [itemId]: '' }));
    try {
      const c = await claimDropItem(drop.id, itemId);
      const kept: HeldClaim = {
        id: c.id,
        dropItemId: c.dropItemId,
        holdExpiresAt: c.holdExpiresAt,
        shopUrl: c.shopUrl,
        artistId: c.artistId,
        serviceId: c.serviceId,
      };
      keepHeldClaim(drop.id, kept);
      setHeld(readHeldClaims(drop.id));
    } catch (error) {
      if (await confirmEmailIfAsked(error)) return await claim(itemId);
      setProblems((p) => ({ ...p, [itemId]: (error as ApiError).message }));
    } finally {
      setClaiming(null);
      void queryClient.invalidateQueries({ queryKey: dropKeys.stock(drop.id) });
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1000 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{drop.title}</Typography>
        <Typography color="text.secondary">
          Flash by {drop.artistName} at{' '}
          <RouterLink to={`/shop/${drop.shopUrl}`} style={{ color: 'inherit' }}>
            {drop.shopName}
          </RouterLink>
          . {drop.perCustomerLimit === 1 ? 'One design' : `Up to ${drop.perCustomerLimit} designs`} per
          customer; a claim is held for {drop.holdMinutes} minutes while you book a time.
        </Typography>
      </Stack>

      {phase === 'upcoming' && (
        <Alert severity="info" role="none">
          <Typography fontWeight={700}>
            Opens {dateTimeIn(drop.opensAt, drop.timeZone)} (shop time)
          </Typography>
          <span role="timer" aria-live="off" data-testid="drop-countdown">
            In {timeLeft(opensIn)}.
          </span>
          <span role="status" style={visuallyHidden}>
            The drop opens in {timeLeftSpoken(opensIn)}.
          </span>{' '}
          {drop.followersUntil && 'Followers claim first, for the first part of the drop.'}
        </Alert>
      )}
      {phase === 'followers' && drop.followersUntil && (
        <Alert
          severity="info"
          role="none"
          action={
            <Button
              component={RouterLink}
              to={`/shop/${drop.shopUrl}/subscribe`}
              color="inherit"
              size="small"
            >
              Follow
            </Button>
          }
        >
          Followers of {drop.artistName} and {drop.shopName} claim first, until{' '}
          {dateTimeIn(drop.followersUntil, drop.timeZone)} (shop time, in {timeLeft(followersFor)}); then
          everyone can.
        </Alert>
      )}
      {phase === 'open' && (
        <Typography role="status">
          The drop is open: claim a design to hold it while you pick a time.
        </Typography>
      )}
      {stock.isError && (
        <Alert severity="warning" role="none">
          We could not refresh what is left; trying again.
        </Alert>
      )}

      <Box
        component="ul"
        aria-label="Designs"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {drop.items.map((item) => (
          <DropDesignCard
            key={item.id}
            item={item}
            left={left(item.id)}
            currency={drop.currency}
            canClaim={open}
            claiming={claiming === item.id}
            held={held.find((h) => h.dropItemId === item.id)}
            now={now}
            problem={problems[item.id] || undefined}
            waitlistPath={waitlistJoinPath({
              shopUrl: drop.shopUrl,
              artistUrl: drop.artistUrl,
              designId: item.design.id,
            })}
            onClaim={() => void claim(item.id)}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Times are in the shop’s time zone ({drop.timeZone.replace('_', ' ')}). Prices are for the tattoo; the
        deposit is taken when you book.
      </Typography>
    </Stack>
  );
}
