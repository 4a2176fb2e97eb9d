import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';

/** How long an unpaid hold keeps its time, counting down each second; the booking and checkout pages show it. */
export function HoldCountdown({ until }: { until: string }) {
  const [left, setLeft] = useState(() => Date.parse(until) - Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLeft(Date.parse(until) - Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (left <= 0)
    return <Alert severity="warning">The hold has run out. The time may be free again for others.</Alert>;
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <Alert severity="info">
      We hold this time for you for {minutes}:{String(seconds).padStart(2, '0')} more. Pay the deposit to
      confirm it.
    </Alert>
  );
}
