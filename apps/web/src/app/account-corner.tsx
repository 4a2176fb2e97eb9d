import { UnreadBadge } from '../features/chat/components/unread-badge.tsx';
import type { ServerPerson } from '../lib/session.tsx';
import { AccountMenu } from './account-menu.tsx';

/**
 * The header's corner: Messages with its unread count, and Sign in or the person's menu. `person` is
 * the server's answer until the browser's session has its own: undefined (not asked: a skeleton),
 * null (nobody: Sign in) or the person. In a static page it is an island the server answers
 * (`GET /_islands/account`), so a signed-in visitor sees their name without the app.
 */
export function AccountCorner({ person }: { person?: ServerPerson | null }) {
  return (
    <>
      <UnreadBadge person={person} />
      <AccountMenu person={person} />
    </>
  );
}
