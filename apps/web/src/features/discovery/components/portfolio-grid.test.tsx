import type { PortfolioImage } from '@linework/contract/catalog';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortfolioGrid } from './portfolio-grid.tsx';

const image = (n: number, withCopies: boolean): PortfolioImage => ({
  id: `p${n}`,
  url: `/files/work-${n}.webp`,
  thumbnailUrl: `/files/work-${n}.webp.w480.webp`,
  width: 800,
  height: 1000,
  variants: withCopies
    ? [
        { url: `/files/work-${n}.webp.w400.avif`, width: 400, type: 'image/avif' },
        { url: `/files/work-${n}.webp.w800.avif`, width: 800, type: 'image/avif' },
        { url: `/files/work-${n}.webp.w400.webp`, width: 400, type: 'image/webp' },
        { url: `/files/work-${n}.webp.w800.webp`, width: 800, type: 'image/webp' },
      ]
    : [],
  caption: `Piece ${n}`,
  style: null,
});

describe('portfolio grid pictures', () => {
  it('reserve their space, offer AVIF and WebP copies, fetch the first first and the rest lazily', () => {
    const images = Array.from({ length: 6 }, (_, i) => image(i + 1, true));
    const { container } = render(<PortfolioGrid images={images} artistName="Mara Vale" />);
    const pictures = screen.getAllByRole('img');
    expect(pictures).toHaveLength(6);
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '1000');
    }
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
    expect(pictures[5]).toHaveAttribute('loading', 'lazy');
    const sources = container.querySelectorAll('picture')[0]!.querySelectorAll('source');
    expect([...sources].map((s) => [s.type, s.getAttribute('srcset')])).toEqual([
      ['image/avif', '/files/work-1.webp.w400.avif 400w, /files/work-1.webp.w800.avif 800w'],
      ['image/webp', '/files/work-1.webp.w400.webp 400w, /files/work-1.webp.w800.webp 800w'],
    ]);
  });

  it('falls back to the 480 px WebP copy for pictures stored before copies were made', () => {
    const { container } = render(<PortfolioGrid images={[image(1, false)]} artistName="Mara Vale" />);
    const sources = container.querySelectorAll('source');
    expect([...sources].map((s) => [s.type, s.getAttribute('srcset')])).toEqual([
      ['image/webp', '/files/work-1.webp.w480.webp 480w'],
    ]);
  });
});
