import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';

const sections = [
  { to: '/account', label: 'Account' },
  { to: '/account/appointments', label: 'Appointments' },
  { to: '/account/projects', label: 'Projects' },
  { to: '/account/payments', label: 'Payments' },
  { to: '/account/waitlists', label: 'Waitlists' },
] as const;

/** The frame of the customer's own pages: a heading, the three sections as links, and sign-in first. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  usePageTitle(title);
  let content: ReactNode;
  if (user.isLoading) content = <CenteredSpinner label="Loading your account" />;
  else if (!user.data)
    content = (
      <SignInToContinue title={title} message="Sign in to see your appointments, payments and settings." />
    );
  else
    content = (
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <nav aria-label="Your account">
        <Tabs
          value={pathname.startsWith('/account/projects') ? '/account/projects' : pathname.replace(/\/$/, '')}
          // Side by side across the width; with large text on a phone they keep their words whole
          // and scroll by swipe, rather than squeeze into thirds where their words overlap.
          variant="scrollable"
          scrollButtons={false}
          aria-label="Your account"
          sx={{ '& .MuiTab-root': { flexGrow: 1, flexShrink: 0, minWidth: 0, px: 1.5 } }}
        >
          {sections.map((s) => (
            <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
          ))}
        </Tabs>
      </nav>
      {content}
    </Stack>
  );
}
