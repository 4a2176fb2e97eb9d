import type { ProjectView } from '@linework/contract/projects';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DepositAsked } from './project-screen.tsx';

/** A sleeve whose last deposit a no-show forfeited: session 1 done, session 2 as the case says. */
const sleeve = (session2: { status: string | null; appointmentId: string | null }) =>
  ({
    id: 'project-1',
    state: 'awaiting_deposit',
    money: { currency: 'USD', depositDueAmount: 15000, forfeitedAmount: 15000 },
    sessions: [
      { sessionNumber: 1, status: 'completed', appointmentId: 'appt-1' },
      { sessionNumber: 2, ...session2 },
      { sessionNumber: 3, status: null, appointmentId: null },
    ],
  }) as unknown as ProjectView;

function show(project: ProjectView) {
  const router = createMemoryRouter([{ path: '/', element: <DepositAsked project={project} /> }]);
  render(<RouterProvider router={router} />);
}

describe('a forfeited deposit on the customer’s project page', () => {
  it('says a new deposit comes with the next session booked', () => {
    show(sleeve({ status: null, appointmentId: null }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last deposit was forfeited. Booking the next session asks a new deposit of $150.',
    );
  });

  it('offers to pay the new deposit of the session held for it', () => {
    show(sleeve({ status: 'held', appointmentId: 'appt-2' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last deposit was forfeited: pay a new deposit of $150 to confirm session 2.',
    );
    expect(screen.getByRole('link', { name: 'Pay the deposit' })).toHaveAttribute(
      'href',
      '/checkout?appointmentId=appt-2&kind=deposit',
    );
  });
});
