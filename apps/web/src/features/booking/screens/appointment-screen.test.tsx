import type { AppointmentView } from '@linework/contract/appointments';
import type { AppointmentArrival } from '@linework/contract/checkin';
import type { ProjectView } from '@linework/contract/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogKeys, projectKeys } from '../../../lib/query-keys.ts';
import { arrivalQuery } from '../api/get-arrival.ts';
import { AppointmentPage } from './appointment-screen.tsx';

const policy = 'Cancel at least 48 hours ahead and your deposit comes back.';

const appointment = (status: AppointmentView['status'], extra: Partial<AppointmentView> = {}) =>
  ({
    id: 'appt-1',
    status,
    confirmationCode: 'ABC234',
    startsAt: '2027-03-01T15:00:00.000Z',
    endsAt: '2027-03-01T16:00:00.000Z',
    localStart: '2027-03-01T10:00',
    holdExpiresAt: null,
    shop: {
      id: 'shop-1',
      shopUrl: 'anchor-ink',
      name: 'Anchor Ink',
      timeZone: 'America/New_York',
      addressLine: '1 Main St',
      city: 'New York',
    },
    artist: { id: 'artist-1', displayName: 'Ada Stone', urlPath: 'ada-stone' },
    service: { id: 'service-1', name: 'Small fine line tattoo', durationMinutes: 60, priceKind: 'fixed' },
    priceAmount: 20000,
    depositAmount: 5000,
    currency: 'USD',
    notes: null,
    createdAt: '2027-02-01T15:00:00.000Z',
    cancellation: { allowed: false, outcome: 'forfeit', message: '' },
    cancelOutcome: null,
    reschedule: { allowed: false, message: 'It can no longer be moved.' },
    rescheduleCount: 0,
    terms: { refundableUntil: null, movableUntil: null },
    offer: null,
    money: {
      paidAmount: 5000,
      tipsAmount: 0,
      refundedAmount: 0,
      depositDue: 0,
      balanceDue: 15000,
      balanceRequestedAt: null,
      payments: [
        {
          id: 'pay-1',
          kind: 'deposit',
          status: 'succeeded',
          totalAmount: 5000,
          tipAmount: 0,
          refundedAmount: 0,
          receiptNumber: 'LW-1',
          succeededAt: '2027-02-01T15:00:00.000Z',
        },
      ],
    },
    reviewLinkId: null,
    project: null,
    ...extra,
  }) as AppointmentView;

/** The page as the customer sees it, with what the API answered for the door and the shop already in. */
function show(a: AppointmentView, arrival: AppointmentArrival, project?: ProjectView) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (project) queryClient.setQueryData(projectKeys.detail(project.id), project);
  queryClient.setQueryData(arrivalQuery(a.id).queryKey, arrival);
  queryClient.setQueryData(catalogKeys.shop(a.shop.shopUrl), { policies: { sentences: [policy] } } as never);
  const router = createMemoryRouter([{ path: '/', element: <AppointmentPage a={a} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const signedWaiver = { required: true, signedAt: '2027-02-20T12:00:00.000Z' };
const door = { url: 'https://example.test/c', qrSvg: '<svg/>', confirmationCode: 'ABC234' };

describe('the appointment page moves on with the visit', () => {
  it('before the visit: getting ready, the calendar and the policy', () => {
    show(appointment('confirmed'), { waiver: signedWaiver, checkIn: door });
    expect(screen.getByRole('heading', { name: 'Before you come' })).toBeInTheDocument();
    expect(screen.getByText(/scan this on the check-in screen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.getByText(policy)).toBeInTheDocument();
  });

  it('once checked in: no more "Before you come", no calendar, no cancellation policy', () => {
    show(appointment('checked_in'), { waiver: signedWaiver, checkIn: null });
    expect(screen.queryByRole('heading', { name: 'Before you come' })).toBeNull();
    expect(screen.queryByText(/scan this/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
    expect(screen.queryByText(policy)).toBeNull();
    expect(screen.getByRole('link', { name: 'Message the shop' })).toBeInTheDocument();
  });

  it('a completed visit: its receipt, a review and Book again, instead of what is left to pay, the calendar and the policy', () => {
    show(
      appointment('completed', {
        reviewLinkId: 'review-1',
        money: { ...appointment('completed').money, balanceDue: 15000 },
      }),
      { waiver: signedWaiver, checkIn: null },
    );
    const visit = screen.getByRole('region', { name: 'Your visit' });
    expect(visit).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', '/review/review-1');
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/booking?shop=anchor-ink&service=service-1&artist=artist-1',
    );
    expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', '/receipt/pay-1');
    expect(screen.queryByText('Left to pay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
    expect(screen.queryByText(policy)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Before you come' })).toBeNull();
  });

  it('a project session: its number, the deposit credited to it and what is due, as the project record has it', () => {
    const session = (sessionNumber: number, extra: object) => ({
      sessionNumber,
      appointmentId: `appt-${sessionNumber}`,
      state: 'done',
      status: 'completed',
      startsAt: null,
      localTime: null,
      priceAmount: 40000,
      creditAppliedAmount: 0,
      creditPlannedAmount: 0,
      paidAmount: 40000,
      tipsAmount: 0,
      dueAmount: 0,
      label: '',
      ...extra,
    });
    const sleeve = {
      id: 'project-1',
      title: 'Forearm sleeve',
      sessionCount: 3,
      money: { currency: 'USD' },
      sessions: [
        session(1, {}),
        session(2, {}),
        session(3, {
          state: 'booked',
          status: 'confirmed',
          creditPlannedAmount: 30000,
          paidAmount: 0,
          dueAmount: 10000,
        }),
      ],
    } as unknown as ProjectView;
    show(
      appointment('confirmed', {
        id: 'appt-3',
        project: { id: 'project-1', sessionNumber: 3 },
        // The server reads a session's balance from the project's record, as the card does.
        money: { ...appointment('confirmed').money, balanceDue: 10000 },
      }),
      { waiver: signedWaiver, checkIn: door },
      sleeve,
    );
    expect(screen.getByText('Session 3 of 3')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Forearm sleeve — session 3 of 3' });
    expect(card).toHaveTextContent('Deposit to be credited at checkout−$300');
    expect(card).toHaveTextContent('Due at checkout$100');
    // The appointment's "left to pay" agrees with the project's record.
    expect(screen.getByTestId('balance-info')).toHaveTextContent('$100');
    expect(screen.getByRole('link', { name: 'See the whole project' })).toHaveAttribute(
      'href',
      '/account/projects/project-1',
    );
  });
});
