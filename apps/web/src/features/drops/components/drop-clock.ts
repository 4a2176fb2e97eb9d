import { useEffect, useState } from 'react';

/**
 * The present by the server's clock: the phone's own time corrected by how far it was from the
 * server's at the last stock answer, ticking each second, so a countdown does not trust the phone.
 */
export function useServerNow(serverNow: string | undefined) {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

/** "2 d 4 h", "3 h 12 min", "4:05": how long until a moment, coarser the further it is. */
export function timeLeft(ms: number) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes}:${String(s % 60).padStart(2, '0')}`;
}

/** A polite, coarse version for screen readers: a word a minute at most. */
export function timeLeftSpoken(ms: number) {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  if (minutes > 120) return `${Math.round(minutes / 60)} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
