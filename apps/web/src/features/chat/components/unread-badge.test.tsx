import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UnreadBadge } from './unread-badge.tsx';

let unread = { customer: 0, shops: [] as { unreadCount: number }[] };
vi.mock('../../../lib/session.tsx', () => ({ useSession: () => ({ user: { data: { id: 'u1' } } }) }));
vi.mock('../api/get-unread.ts', () => ({ useUnread: () => ({ data: unread }) }));

/** What the eye sees of the link: its text but for what is hidden off screen. */
const visibleText = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('.MuiBadge-badge'))
    .map((b) => b.textContent)
    .join('');

describe('the header Messages link', () => {
  it.each([
    [0, 'Messages'],
    [3, 'Messages 3 unread'],
    [150, 'Messages 99+ unread'],
  ])('with %i unread is named by what it shows (WCAG 2.5.3)', (count, name) => {
    unread = { customer: count, shops: [] };
    render(
      <MemoryRouter>
        <UnreadBadge />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name });
    expect(name).toContain(visibleText(link));
  });
});
