import { useEffect, useRef } from 'react';

/**
 * A screen shared by everyone at the door forgets the last person when nobody touches it for a
 * while, so the next one never sees their name or half-filled answers.
 */
export function useIdleReset(active: boolean, idleMs: number, onIdle: () => void) {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => callback.current(), idleMs);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), idleMs);
    };
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const e of events) window.addEventListener(e, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, touched);
    };
  }, [active, idleMs]);
}
