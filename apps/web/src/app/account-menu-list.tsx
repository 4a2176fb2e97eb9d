import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

/** The signed-in person's menu; its own chunk, loaded when first opened (MUI's Menu is not small). */
export default function AccountMenuList(props: {
  anchor: HTMLElement | null;
  onClose(): void;
  onSignOut(): void;
}) {
  return (
    <Menu id="account-menu" anchorEl={props.anchor} open={Boolean(props.anchor)} onClose={props.onClose}>
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
