import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text.tsx';

describe('LinkifiedText', () => {
  it('makes http(s) addresses links without the sentence punctuation after them', () => {
    render(<LinkifiedText text="See https://example.test/fern?size=8. Thanks!" />);
    const link = screen.getByRole('link', { name: 'https://example.test/fern?size=8' });
    expect(link).toHaveAttribute('href', 'https://example.test/fern?size=8');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('shows markup and other schemes as text, never as elements or links', () => {
    const { container } = render(
      <LinkifiedText
        text={'<img src=x onerror=alert(1)> javascript:alert(1) <a href="https://x.test">x</a>'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = screen.queryAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://x.test/']);
  });

  it('drops direction overrides, so a link reads as the address it opens, isolated left to right', () => {
    // U+202E reverses what follows: "https://bank.test/\u202Efdp.exe" would display as "…exe.pdf".
    const { container } = render(
      <LinkifiedText text={'Invoice \u2067https://bank.test/\u202Efdp.exe\u2069 \u200Fhere'} />,
    );
    expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://bank.test/fdp.exe');
    expect(link.textContent).toBe('https://bank.test/fdp.exe');
    expect(link.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
