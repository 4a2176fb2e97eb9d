import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, useState } from 'react';
import { OnFirstUse } from '../components/on-first-use.tsx';
import { useSession } from '../lib/session.tsx';
import { openSignIn } from '../lib/sign-in.ts';

const AccountMenuList = lazy(() => import('./account-menu-list.tsx'));

/** The header's account corner: Sign in, or the person's name with their subscriptions and Sign out. */
export function AccountMenu() {
  const { user, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.isLoading)
    return <Skeleton variant="rounded" width={96} height={36} aria-label="Loading your account" />;
  if (!user.data) {
    return (
      <Button variant="contained" onClick={() => void openSignIn()}>
        Sign in
      </Button>
    );
  }
  const name = `${user.data.firstName} ${user.data.lastName}`.trim();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
      >
        {name}
      </Button>
      <OnFirstUse when={Boolean(anchor)}>
        <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} onSignOut={() => void signOut()} />
      </OnFirstUse>
    </>
  );
}
