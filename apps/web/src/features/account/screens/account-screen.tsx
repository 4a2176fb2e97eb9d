import { useSession } from '../../../lib/session.tsx';
import { AccountPage } from '../components/account-page.tsx';
import { DataSection } from '../components/data-section.tsx';
import { NotificationsSection } from '../components/notifications-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SignInSection } from '../components/sign-in-section.tsx';

/** account: profile, sign-in, notifications, and the customer's data (export, delete). */
export default function AccountScreen() {
  const { user } = useSession();
  return (
    <AccountPage title="Your account">
      {user.data && (
        <>
          <ProfileSection key={user.data.userId} user={user.data} />
          <SignInSection user={user.data} />
          <NotificationsSection />
          <DataSection user={user.data} />
        </>
      )}
    </AccountPage>
  );
}
