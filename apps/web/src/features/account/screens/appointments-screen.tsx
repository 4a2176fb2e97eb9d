import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../components/account-page.tsx';
import { AppointmentTab } from '../components/appointment-tab.tsx';
import { RequestsTab } from '../components/requests-tab.tsx';

const tabs = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'requests', label: 'Requests' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** account/appointments: everything booked, asked for, done and cancelled; the tab is in the URL. */
export default function AppointmentsScreen() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('show');
  const tab: TabValue = tabs.find((t) => t.value === asked)?.value ?? 'upcoming';
  return (
    <AccountPage title="Your appointments">
      <Tabs
        value={tab}
        onChange={(_e, value: TabValue) => setSearch({ show: value }, { replace: true })}
        // On a phone the four tabs, sized to their words, fit side by side; at larger text they
        // scroll by swipe. Scroll arrows would take 80 px and cut "Upcoming" in half.
        variant="scrollable"
        scrollButtons={false}
        aria-label="Which appointments"
        sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`tab-${t.value}`}
            aria-controls="appointments-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="appointments-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'requests' ? <RequestsTab /> : <AppointmentTab scope={tab} />}
      </div>
    </AccountPage>
  );
}
