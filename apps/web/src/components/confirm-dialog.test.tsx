import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { confirm, confirmStore } from './confirm-store.ts';

function open(options: Parameters<typeof confirm>[0] = {}) {
  render(<ConfirmDialog />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('confirmation dialog', () => {
  it('is idle until asked, then awaiting with the default title, message and buttons', async () => {
    expect(confirmStore.get().status).toBe('idle');
    const answer = open();
    expect(confirmStore.get().status).toBe('awaiting');
    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to continue?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
    expect(confirmStore.get().status).toBe('idle');
  });

  it('uses the given texts and can hide the close icon and the cancel button', async () => {
    const answer = open({
      title: 'Cancel appointment?',
      message: 'Your deposit will be refunded.',
      positiveText: 'Yes, cancel',
      negativeText: 'Keep it',
      hideCloseButton: true,
    });
    expect(await screen.findByRole('heading', { name: 'Cancel appointment?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await expect(answer).resolves.toBe(false);
  });

  it('focuses the safe answer, not the one that changes something (the positive one only when alone)', async () => {
    const answer = open({ positiveText: 'Cancel appointment', negativeText: 'Keep it' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('focuses the only answer when there is no cancel button', async () => {
    const answer = open({ positiveText: 'OK', showCancel: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it.each([
    ['the cancel button', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the close icon', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['a backdrop click', () => userEvent.click(document.querySelector('.MuiBackdrop-root')!)],
  ])('answers false on %s', async (_how, act) => {
    const answer = open();
    await screen.findByRole('dialog');
    await act();
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(confirmStore.get().status).toBe('idle'));
  });

  it('ignores Escape and the backdrop when not dismissible', async () => {
    let settled = false;
    const answer = open({ dismissible: false });
    void answer.then(() => {
      settled = true;
    });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(settled).toBe(false);
    expect(confirmStore.get().status).toBe('awaiting');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
  });
});
