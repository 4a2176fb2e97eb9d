import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Mounts its children only once their place scrolls near the screen, so heavy parts below the
 * fold (the map) do not weigh on the first screen of a phone.
 */
export function WhenVisible({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref}>{visible ? children : <Skeleton variant="rounded" height={height} aria-hidden />}</div>
  );
}
