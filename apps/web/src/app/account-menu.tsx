import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, useState } from 'react';
import { OnFirstUse } from '../components/on-first-use.tsx';
import { type ServerPerson, useSession } from '../lib/session.tsx';
import { openSignIn } from '../lib/sign-in.ts';

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

const AccountMenuList = lazy(() => import('./account-menu-list.tsx'));

/** The header's account corner: Sign in, or the person's name with their subscriptions and Sign out. */
export function AccountMenu({ person }: { person?: ServerPerson | null }) {
  const { user, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Until the browser's session answers, the server's word (account-corner.tsx), if it gave one.
  const known = user.isLoading ? person : user.data ? { name: fullName(user.data) } : null;
  if (known === undefined)
    return (
      <Skeleton variant="rounded" width={96} height={36} role="status" aria-label="Loading your account" />
    );
  if (!known) {
    return (
      <Button variant="contained" onClick={() => void openSignIn()}>
        Sign in
      </Button>
    );
  }
  const name = known.name;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        // With large text on a phone a long name is cut short (its full text stays the button's name)
        // rather than pushing the header past the screen's edge.
        sx={{ minWidth: 0, flexShrink: 1 }}
      >
        <Box
          component="span"
          sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      <OnFirstUse when={Boolean(anchor)}>
        <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} onSignOut={() => void signOut()} />
      </OnFirstUse>
    </>
  );
}
