import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passOf } from './qr-scanner.tsx';
import { Welcome, welcomeSeconds } from './welcome.tsx';

afterEach(() => vi.useRealTimers());

describe('check-in at the door', () => {
  it('reads the pass from a scanned check-in link, and nothing from another QR code', () => {
    const pass = 'a'.repeat(32);
    expect(passOf(`https://linework.test/shop/north-star-tattoo/check-in?pass=${pass}`)).toBe(pass);
    expect(passOf(pass)).toBe(pass);
    expect(passOf('https://example.com/menu')).toBeNull();
    expect(passOf('WIFI:S:shop;T:WPA;P:secret;;')).toBeNull();
  });

  it('clears the welcome for the next person after a few seconds, counting down', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    render(<Welcome title="Welcome, Casey!" message="Take a seat." onDone={done} />);
    expect(screen.getByRole('status')).toHaveTextContent('Welcome, Casey!');
    expect(screen.getByText(`This screen clears itself in ${welcomeSeconds} s.`)).toBeInTheDocument();
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(`This screen clears itself in ${welcomeSeconds - 3} s.`)).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
    for (let i = 0; i < welcomeSeconds; i++) act(() => vi.advanceTimersByTime(1000));
    expect(done).toHaveBeenCalled();
  });
});
