import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { useFocusOnNavigate } from '../../../lib/focus.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMyBusinesses } from '../api/my-businesses.ts';
import { NoticesLabel } from '../components/notices-label.tsx';
import { mayOpen, roleLabels, sectionOf, sectionsFor, studioPath } from '../components/studio-sections.ts';

const drawerWidth = 248;

/**
 * The studio's frame around every page of one business: the sections the person's role may use, as
 * a side menu on a desk and a drawer behind a menu button on a phone. Its pages render only once the
 * business and the person's role there are known (useStudioBusiness), and only for its members.
 */
export default function StudioLayout() {
  const { businessId = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const businesses = useMyBusinesses();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  const business = businesses.data?.find((b) => b.businessId === businessId);
  const section = sectionOf(pathname, businessId);
  usePageTitle(business ? `${section?.label ?? 'Studio'} · ${business.name}` : 'Studio');

  if (user.isLoading || (user.data && businesses.isPending))
    return <CenteredSpinner label="Loading the studio" />;
  if (!user.data)
    return (
      <Box component="main" id="main" sx={{ p: 3 }}>
        <SignInToContinue title="Studio" message="Sign in with the account your shop added to its team." />
      </Box>
    );
  if (businesses.error)
    return (
      <Box component="main" id="main" sx={{ p: 3 }}>
        <ErrorAlert error={businesses.error} onRetry={businesses.refetch} />
      </Box>
    );
  // Not a member: the same page as for a business that does not exist (it tells nothing).
  if (!business)
    return (
      <Box component="main" id="main">
        <NotFound what="business" />
      </Box>
    );

  const sections = sectionsFor(business.role);
  const allowed = section && mayOpen(section, business.role);
  const menu = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>{business.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {roleLabels[business.role]}
        </Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label="Studio">
        {sections.map((s) => {
          const to = studioPath(businessId, s.path);
          const current = s === section;
          return (
            <ListItemButton
              key={s.path}
              component={RouterLink}
              to={to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => setMenuOpen(false)}
            >
              <ListItemText
                primary={
                  s.path === 'notices' ? <NoticesLabel businessId={businessId} label={s.label} /> : s.label
                }
              />
            </ListItemButton>
          );
        })}
      </List>
      <Divider sx={{ mt: 'auto' }} />
      <List component="div">
        <ListItemButton component={RouterLink} to="/studio" onClick={() => setMenuOpen(false)}>
          <ListItemText primary="Switch business" />
        </ListItemButton>
        <ListItemButton component={RouterLink} to={`/shop/${business.shopUrl}`}>
          <ListItemText primary="Your shop page" />
        </ListItemButton>
        <ListItemButton component={RouterLink} to="/">
          <ListItemText primary="Back to Linework" />
        </ListItemButton>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link href="#main" className="skip-link">
        Skip to content
      </Link>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open the studio menu"
            aria-controls="studio-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700 }}>
            {business.name}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        id="studio-menu"
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        ModalProps={{ keepMounted: false }}
        // The drawer is a dialog on a phone: it is named as the button that opens it says.
        slotProps={{ paper: { 'aria-label': 'Studio menu' } as object }}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
      >
        {menu}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        {menu}
      </Drawer>
      <Box
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        data-focus-target
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pt: { xs: 9, md: 3 }, outline: 'none' }}
      >
        {allowed ? (
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        ) : (
          <NotFound what="page" />
        )}
      </Box>
    </Box>
  );
}
