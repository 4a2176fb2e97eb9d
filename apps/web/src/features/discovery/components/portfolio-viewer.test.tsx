import type { PortfolioImage } from '@linework/contract/catalog';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import PortfolioViewer from './portfolio-viewer.tsx';

const images: PortfolioImage[] = [1, 2, 3].map((n) => ({
  id: `p${n}`,
  url: `/files/work-${n}.webp`,
  thumbnailUrl: `/files/work-${n}.webp.w480.webp`,
  width: 800,
  height: 1000,
  variants: [],
  caption: `Piece ${n}`,
  style: null,
}));

function Viewer() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <PortfolioViewer
      images={images}
      open={open}
      artistName="Mara Vale"
      onClose={() => setOpen(null)}
      onMove={(step) => setOpen((i) => (i === null ? i : (i + step + images.length) % images.length))}
    />
  );
}

const picture = () => screen.getByRole('img');
const swipe = (fromX: number, toX: number, toY = 300) => {
  const area = picture().parentElement!;
  fireEvent.pointerDown(area, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 300 });
  fireEvent.pointerMove(area, {
    pointerId: 1,
    pointerType: 'touch',
    clientX: (fromX + toX) / 2,
    clientY: 300,
  });
  fireEvent.pointerUp(area, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: toY });
};

describe('picture viewer', () => {
  it('moves to the next picture on a swipe left and back on a swipe right', () => {
    render(<Viewer />);
    expect(picture()).toHaveAttribute('alt', 'Piece 1');
    swipe(300, 100);
    expect(picture()).toHaveAttribute('alt', 'Piece 2');
    expect(screen.getByText(/2 of 3/)).toBeInTheDocument();
    swipe(100, 300);
    expect(picture()).toHaveAttribute('alt', 'Piece 1');
  });

  it('ignores a short or mostly vertical move', () => {
    render(<Viewer />);
    swipe(300, 270);
    swipe(300, 200, 600);
    expect(picture()).toHaveAttribute('alt', 'Piece 1');
  });

  it('moves with the arrow keys and the labelled buttons too', () => {
    render(<Viewer />);
    fireEvent.keyDown(picture(), { key: 'ArrowRight' });
    expect(picture()).toHaveAttribute('alt', 'Piece 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(picture()).toHaveAttribute('alt', 'Piece 3');
  });
});
