import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { openSignIn } from '../features/auth/components/sign-in-store.ts';
import { useSession } from '../lib/session.tsx';

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
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to="/unsubscribe" onClick={() => setAnchor(null)}>
          Your subscriptions
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
