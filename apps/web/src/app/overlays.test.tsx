import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirm } from '../components/confirm-store.ts';
import { loadingDialog } from '../components/loading-store.ts';
import { toast } from '../lib/toast.ts';
import { Overlays } from './overlays.tsx';

// The first appearance waits for a module to load (and, under vitest, to be transformed): on a busy
// machine that takes longer than findBy's one-second default, so those waits get more room.
const whileLoading = { timeout: 15_000 };

describe('dialogs and toasts loaded on first use', { timeout: 30_000 }, () => {
  it('shows no dialog and no toast container until one is asked for', () => {
    render(<Overlays />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  it('opens the confirmation dialog when asked and resolves with the answer', async () => {
    render(<Overlays />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Cancel appointment?', positiveText: 'Yes, cancel' });
    });
    expect(
      await screen.findByRole('heading', { name: 'Cancel appointment?' }, whileLoading),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await expect(answer).resolves.toBe(true);
    // Asked again, the already loaded dialog opens at once and answers again.
    act(() => {
      answer = confirm({ title: 'Really?' });
    });
    expect(await screen.findByRole('heading', { name: 'Really?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows the loading dialog while something important happens', async () => {
    render(<Overlays />);
    act(() => loadingDialog.show({ header: 'Paying…' }));
    expect(await screen.findByText('Paying…', {}, whileLoading)).toBeInTheDocument();
    act(() => loadingDialog.hide());
    await waitFor(() => expect(screen.queryByText('Paying…')).not.toBeInTheDocument());
  });

  it('shows a toast asked for before its container was loaded', async () => {
    render(<Overlays />);
    act(() => toast.success('Your appointment is moved.'));
    expect(await screen.findByText('Your appointment is moved.', {}, whileLoading)).toBeInTheDocument();
    act(() => toast.error('Could not copy.'));
    expect(await screen.findByText('Could not copy.')).toBeInTheDocument();
  });

  it('places toasts at the top centre (SEED-SPEC point 2; global.css keeps them below the header)', async () => {
    render(<Overlays />);
    act(() => toast.info('Link copied.'));
    const shown = await screen.findByText('Link copied.', {}, whileLoading);
    const container = shown.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-center');
  });
});
