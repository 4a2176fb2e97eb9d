import type { ShopAppointment } from '@linework/contract/staff-booking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timeIn } from '../../../../lib/dates.ts';
import { dayAppointmentsQuery, todayIn } from '../../api/money.ts';
import { SigningSessions } from './signing-session.tsx';

const zone = 'America/New_York';

function appointment(id: string, firstName: string, waiver: ShopAppointment['waiver']): ShopAppointment {
  const today = todayIn(zone);
  return {
    id,
    status: waiver.state === 'signed' ? 'checked_in' : 'confirmed',
    confirmationCode: `CODE${id}`,
    startsAt: `${today}T16:00:00.000Z`,
    endsAt: `${today}T17:00:00.000Z`,
    localStart: `${today}T11:00`,
    localEnd: `${today}T12:00`,
    startLabel: '11:00',
    endLabel: '12:00',
    holdExpiresAt: null,
    customer: { firstName, lastName: 'Chen', email: `${firstName}@example.test`, phoneNumber: null },
    service: { id: 's1', name: 'Flash piece', durationMinutes: 60 },
    artist: { id: 'a1', displayName: 'Jules Moreau' },
    priceAmount: 15000,
    depositAmount: 5000,
    currency: 'USD',
    notes: null,
    cancelOutcome: null,
    money: { depositState: 'paid', paidAmount: 5000, balanceDue: 10000, refundedAmount: 0 },
    waiver,
    checkIn: { arrived: waiver.state === 'signed', at: null },
  };
}

/** Today's list as the waivers screen shows it, from a day the cache already holds. */
function show(appointments: ShopAppointment[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(dayAppointmentsQuery('b1', todayIn(zone)).queryKey, {
    date: todayIn(zone),
    timeZone: zone,
    appointments,
  });
  render(
    <QueryClientProvider client={client}>
      <SigningSessions businessId="b1" timeZone={zone} appointmentId={null} />
    </QueryClientProvider>,
  );
}

describe('signing sessions for today’s appointments', () => {
  it('offers to start signing only where the waiver is not signed yet, and says when it was', () => {
    const signedAt = `${todayIn(zone)}T15:50:00.000Z`;
    show([
      appointment('1', 'Maya', { state: 'signed', signedAt }),
      appointment('2', 'Leo', { state: 'sent', signedAt: null }),
    ]);
    const [maya, leo] = within(screen.getByRole('list', { name: 'Today’s appointments' })).getAllByRole(
      'listitem',
    );
    expect(maya).toHaveTextContent('Maya Chen');
    expect(maya).toHaveTextContent(`Waiver signed at ${timeIn(signedAt, zone)}`);
    expect(within(maya!).queryByRole('button')).toBeNull();
    expect(within(leo!).getByRole('button', { name: /^Start signing for Leo Chen/ })).toBeEnabled();
    expect(within(leo!).getByRole('button', { name: 'Email the signing link to Leo Chen' })).toBeEnabled();
  });
});
