import type { DateHours } from '@linework/contract/staff-booking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateHoursSection } from './date-hours-section.tsx';

// What the section checks before it sends anything: these cases never reach the API.

function show(dates: DateHours[] = []) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DateHoursSection
        businessId="b1"
        artistId="a1"
        timeZone="America/New_York"
        dates={dates}
        onDirtyChange={() => {}}
      />
    </QueryClientProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save hours on this date' }));

describe('different hours on a date, in the studio', () => {
  it('says when there are none ahead', () => {
    show();
    expect(screen.getByRole('region', { name: 'Different hours on a date' })).toBeInTheDocument();
    expect(screen.getByText('No different hours ahead.')).toBeInTheDocument();
  });

  it('lists each date with its hours, and opens a date’s hours to change', async () => {
    show([
      {
        date: '2099-12-12',
        intervals: [
          { opens: '14:00', closes: '18:00' },
          { opens: '19:00', closes: '24:00' },
        ],
      },
    ]);
    const list = screen.getByRole('list', { name: 'Dates with different hours' });
    expect(list).toHaveTextContent('14:00–18:00, 19:00–midnight');
    await userEvent.click(screen.getByRole('button', { name: /^Change hours on/ }));
    expect(screen.getByLabelText('Date')).toHaveValue('2099-12-12');
    expect(screen.getByLabelText('Hours (1) from')).toHaveValue('14:00');
    expect(screen.getByLabelText('Hours (2) until')).toHaveValue('00:00');
    expect(
      screen.getByText('This date has its own hours already: saving replaces them.'),
    ).toBeInTheDocument();
  });

  it('asks for a date, refuses a past one, and refuses hours that overlap or end before they start', async () => {
    show();
    await save();
    expect(screen.getByText('Pick a date')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2001-01-01' } });
    await save();
    expect(screen.getByText('This date has passed. Pick today or a later date.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-01' } });
    fireEvent.change(screen.getByLabelText('Hours until'), { target: { value: '09:00' } });
    await save();
    expect(screen.getByText('The closing time must come after the opening time')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Hours until'), { target: { value: '14:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add hours' }));
    fireEvent.change(screen.getByLabelText('Hours (2) from'), { target: { value: '13:00' } });
    await save();
    expect(screen.getByText('13:00–22:00 overlaps 10:00–14:00')).toBeInTheDocument();

    // Without any hours the section says what to do instead.
    for (const remove of screen.getAllByRole('button', { name: /^Remove Hours/ }))
      await userEvent.click(remove);
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('For a day off, add time off instead.');
  });
});
