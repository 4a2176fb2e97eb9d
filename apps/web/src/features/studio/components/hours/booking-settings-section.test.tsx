import type { BookingSettings } from '@linework/contract/staff-booking';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { BookingSettingsSection } from './booking-settings-section.tsx';

const settings: BookingSettings = {
  leadTimeMinutes: 120,
  horizonDays: 90,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  slotStepMinutes: 30,
};

/** The section as the hours page holds it: what is saved comes back as the new settings. */
function Page({ onSave }: { onSave(s: BookingSettings): Promise<unknown> }) {
  const [saved, setSaved] = useState(settings);
  return (
    <BookingSettingsSection
      settings={saved}
      onSave={async (next) => {
        await onSave(next);
        setSaved(next);
      }}
      onDirtyChange={() => {}}
    />
  );
}

function show(onSave = vi.fn(async (_: BookingSettings) => undefined)) {
  render(<Page onSave={onSave} />);
  return onSave;
}

const saveButton = () => screen.getByRole('button', { name: 'Save booking settings' });

describe('booking settings, in the studio', () => {
  it('shows the saved settings in hours and days, and in words', () => {
    show();
    expect(screen.getByLabelText('Notice')).toHaveValue(2);
    expect(screen.getByLabelText('Booking horizon')).toHaveValue(90);
    expect(screen.getByRole('list', { name: 'These settings in words' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves a change in the API’s units, says so, and can undo an unsaved one', async () => {
    const onSave = show();
    fireEvent.change(screen.getByLabelText('Notice'), { target: { value: '24' } });
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ ...settings, leadTimeMinutes: 24 * 60 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Buffer after'), { target: { value: '45' } });
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByLabelText('Buffer after')).toHaveValue(15);
  });

  it('shows a wrong value at its field and sends nothing', async () => {
    const onSave = show();
    fireEvent.change(screen.getByLabelText('Booking horizon'), { target: { value: '0' } });
    await userEvent.click(saveButton());
    expect(screen.getByLabelText('Booking horizon')).toHaveAccessibleDescription(
      'Customers must be able to book at least 1 day ahead',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows what the API refused at the field it names', async () => {
    show(
      vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', {
          fields: { 'body.slotStepMinutes': 'Start times must fit the shop’s 15-minute grid' },
        });
      }),
    );
    fireEvent.change(screen.getByLabelText('Start times every'), { target: { value: '20' } });
    await userEvent.click(saveButton());
    await screen.findByText('Start times must fit the shop’s 15-minute grid');
    expect(screen.getByLabelText('Start times every')).toHaveAccessibleDescription(
      'Start times must fit the shop’s 15-minute grid',
    );
  });
});
