import type { AppointmentView } from '@linework/contract/appointments';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppointmentActions } from './appointment-actions.tsx';

const appointment = (status: AppointmentView['status'], money: Partial<AppointmentView['money']> = {}) =>
  ({
    id: 'appt-1',
    status,
    confirmationCode: 'ABC234',
    startsAt: '2027-03-01T15:00:00.000Z',
    endsAt: '2027-03-01T16:00:00.000Z',
    currency: 'USD',
    money: { depositDue: 0, balanceDue: 0, balanceRequestedAt: null, ...money },
    service: { name: 'Small fine line tattoo' },
    artist: { displayName: 'Ada Stone' },
    shop: { name: 'Anchor Ink', addressLine: '1 Main St', city: 'New York', shopUrl: 'anchor-ink' },
  }) as unknown as AppointmentView;

function show(a: AppointmentView) {
  const router = createMemoryRouter([{ path: '/', element: <AppointmentActions a={a} offer={false} /> }]);
  render(<RouterProvider router={router} />);
}

describe('the appointment page’s actions', () => {
  it('offer the calendar file for a coming appointment', () => {
    show(appointment('confirmed'));
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });

  it('do not offer to add a cancelled appointment to a calendar', () => {
    show(appointment('cancelled'));
    expect(screen.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Message the shop' })).toBeInTheDocument();
  });

  it('show a balance as information only, until the shop asks for it', () => {
    show(appointment('confirmed', { balanceDue: 10000 }));
    expect(screen.queryByRole('link', { name: /Pay balance/ })).toBeNull();
  });

  it('offer to pay the balance once the shop asked for it', () => {
    show(appointment('confirmed', { balanceDue: 10000, balanceRequestedAt: '2027-03-01T12:00:00.000Z' }));
    expect(screen.getByRole('link', { name: 'Pay balance of $100' })).toBeInTheDocument();
  });
});
