import Badge from '@mui/material/Badge';
import { useShopNotices } from '../api/notices.ts';

/** "Notices" in the studio's menu, with how many are unread (looked at again every minute). */
export function NoticesLabel({ businessId, label }: { businessId: string; label: string }) {
  const unread = useShopNotices(businessId).data?.unread ?? 0;
  return (
    <>
      {label}
      {unread > 0 && (
        <Badge
          badgeContent={`${unread} new`}
          color="primary"
          sx={{ ml: 4, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      )}
    </>
  );
}
