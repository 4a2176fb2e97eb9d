import { useEffect, useState } from 'react';

/** What is left until a moment, ticking each second: a hold's or a claim's countdown. */
export function useTimeLeft(until: string) {
  const [left, setLeft] = useState(() => Date.parse(until) - Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLeft(Date.parse(until) - Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const kept = Math.max(left, 0);
  return { over: left <= 0, minutes: Math.floor(kept / 60_000), seconds: Math.floor((kept % 60_000) / 1000) };
}
