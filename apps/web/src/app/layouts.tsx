import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { Island, useStaticPage } from '../islands/island.tsx';
import { useFocusOnNavigate } from '../lib/focus.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { analytics } from '../lib/integrations/analytics.ts';
import { useSession } from '../lib/session.tsx';
import { AccountCorner } from './account-corner.tsx';
import { Overlays } from './overlays.tsx';
import { StudioLinks } from './studio-links.tsx';

// The live stream and its toasts: a chunk of their own, loaded after hydration for signed-in people.
const LiveNotices = lazy(() => import('../features/chat/components/live-notices.tsx'));

/** docs/requirements.md#routes: every route sits inside this; it holds the confirmation and loading dialogs. */
export function RootLayout() {
  const location = useLocation();
  const hydrated = useHydrated();
  const signedIn = Boolean(useSession().user.data);
  useEffect(() => {
    analytics.pageView(location.pathname);
  }, [location.pathname]);
  return (
    <>
      <Suspense fallback={<CenteredSpinner />}>
        <Outlet />
      </Suspense>
      <Overlays />
      {hydrated && signedIn && (
        <Suspense fallback={null}>
          <LiveNotices />
        </Suspense>
      )}
    </>
  );
}

/** Header, main and footer around the customer screens (embeds go without them). */
export function ChromeLayout() {
  // The year is the browser's: the server's HTML may be cached across New Year and must match hydration.
  const hydrated = useHydrated();
  const staticPage = useStaticPage();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link href="#main" className="skip-link">
        Skip to content
      </Link>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{
              fontWeight: 800,
              color: 'primary.main',
              textDecoration: 'none',
              flexGrow: 1,
              flexShrink: 0,
            }}
          >
            Linework
          </Typography>
          <Island
            name="account"
            when="server"
            component={AccountCorner}
            // A static page says Sign in until the server answers for the visitor; the app waits for its session.
            props={{ person: staticPage ? null : undefined }}
          />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        data-focus-target
        maxWidth="lg"
        sx={{ flexGrow: 1, py: 3, outline: 'none' }}
      >
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box
        component="footer"
        sx={{ py: 3, px: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <StudioLinks />
        <Typography variant="body2" color="text.secondary">
          © {hydrated && `${new Date().getFullYear()} `}Linework · Find, book and pay tattoo artists
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * A page with no customer header or footer: the tablet at the shop's door is used by one walk-up
 * person after another, so it offers no Sign in, no account and no way off the check-in screen.
 */
export function BareLayout() {
  return (
    <Container component="main" id="main" maxWidth="lg" sx={{ minHeight: '100vh', py: 3 }}>
      <Suspense fallback={<CenteredSpinner />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
