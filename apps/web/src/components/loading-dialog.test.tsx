import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadingDialog } from './loading-dialog.tsx';
import { loadingDialog, loadingStore } from './loading-store.ts';

describe('blocking loading dialog', () => {
  it('is idle at first and shows the default header and message with a spinner when loading', async () => {
    render(<LoadingDialog />);
    expect(loadingStore.get().status).toBe('idle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => loadingDialog.show());
    expect(loadingStore.get().status).toBe('loading');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('This could take a minute, please do not refresh the page')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => loadingDialog.hide());
  });

  it('cannot be dismissed by the person', async () => {
    render(<LoadingDialog />);
    act(() => loadingDialog.show({ header: 'Paying…', message: 'Talking to your bank' }));
    expect(await screen.findByText('Paying…')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(loadingStore.get().status).toBe('loading');
    act(() => loadingDialog.hide());
  });

  it('shows a success icon and message instead of the spinner', async () => {
    render(<LoadingDialog />);
    act(() => loadingDialog.show());
    act(() => loadingDialog.success('Payment received'));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();
    act(() => loadingDialog.hide());
  });

  it('goes at once after a success, without fading over the page that follows', async () => {
    render(<LoadingDialog />);
    act(() => loadingDialog.show({ header: 'Paying $50.00…' }));
    await screen.findByText('Paying $50.00…');
    act(() => loadingDialog.success('Payment received'));
    act(() => loadingDialog.hide());
    const fading = document.querySelector<HTMLElement>('.MuiDialog-container');
    // Still in the page for a tick, but with no fade and never with the spinner back.
    if (fading) expect(fading.style.transition).toMatch(/opacity 0ms/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
