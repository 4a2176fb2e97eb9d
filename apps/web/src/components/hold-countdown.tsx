import Alert from '@mui/material/Alert';
import { useTimeLeft } from '../lib/time-left.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * How long an unpaid hold keeps its time; the booking and checkout pages show it. The seconds tick
 * for the eye in a timer (not a live region); screen readers hear a polite word once a minute at
 * most, and once more when the hold runs out (WCAG 2.2.1, 4.1.3: no announcement every second).
 */
export function HoldCountdown({ until }: { until: string }) {
  const { over, minutes, seconds } = useTimeLeft(until);
  return (
    <>
      {over ? (
        <Alert severity="warning" role="none">
          The hold has run out. The time may be free again for others.
        </Alert>
      ) : (
        <Alert severity="info" role="timer" aria-live="off">
          We hold this time for you for {minutes}:{String(seconds).padStart(2, '0')} more. Pay the deposit to
          confirm it.
        </Alert>
      )}
      <span role="status" style={visuallyHidden}>
        {over
          ? 'The hold has run out.'
          : `The time is held for you for ${minutesText(minutes + (seconds > 0 ? 1 : 0))} more.`}
      </span>
    </>
  );
}
