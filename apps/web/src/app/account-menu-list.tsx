import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useMyBusinesses } from '../features/studio/api/my-businesses.ts';

/** The signed-in person's menu; its own chunk, loaded when first opened (MUI's Menu is not small). */
export default function AccountMenuList(props: {
  anchor: HTMLElement | null;
  onClose(): void;
  onSignOut(): void;
}) {
  // Anyone on a shop's team reaches its studio from here ("Switch to business" elsewhere).
  const onATeam = Boolean(useMyBusinesses().data?.length);
  return (
    <Menu id="account-menu" anchorEl={props.anchor} open={Boolean(props.anchor)} onClose={props.onClose}>
      {onATeam && (
        <MenuItem component={RouterLink} to="/studio" onClick={props.onClose}>
          Studio
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to="/account" onClick={props.onClose}>
        Your account
      </MenuItem>
      <MenuItem component={RouterLink} to="/account/appointments" onClick={props.onClose}>
        Your appointments
      </MenuItem>
      <MenuItem component={RouterLink} to="/account/payments" onClick={props.onClose}>
        Your payments
      </MenuItem>
      <MenuItem component={RouterLink} to="/unsubscribe" onClick={props.onClose}>
        Your subscriptions
      </MenuItem>
      <MenuItem
        onClick={() => {
          props.onClose();
          props.onSignOut();
        }}
      >
        Sign out
      </MenuItem>
    </Menu>
  );
}
