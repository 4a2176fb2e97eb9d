import type { ServiceView } from '@linework/contract/catalog';
import type { FlashSheet } from '@linework/contract/flash';
import Alert from '@mui/material/Alert';
import { useTimeLeft } from '../../../lib/time-left.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/**
 * The service as a flash size books it (issue 29): the design and size in its name, the size's length
 * and its fixed price; the service's deposit and policy stay. The server sets the same from the size.
 */
export function flashService(
  service: ServiceView,
  sheet: FlashSheet | undefined,
  sizeId: string,
): ServiceView {
  const design = sheet?.designs.find((d) => d.sizes.some((s) => s.id === sizeId));
  const size = design?.sizes.find((s) => s.id === sizeId);
  if (!design || !size) return service;
  return {
    ...service,
    name: `${design.title} (${size.label}), flash`,
    durationMinutes: size.durationMinutes,
    priceKind: 'fixed',
    priceAmount: size.priceAmount,
  };
}

/** How long the drop's claim still holds the design while a time is picked. */
export function ClaimHold({ until }: { until: string }) {
  const { over, minutes, seconds } = useTimeLeft(until);
  return (
    <>
      {over ? (
        <Alert severity="warning" role="none">
          Your claim ran out, and the design went back to the drop. Claim it again if it is still there.
        </Alert>
      ) : (
        <Alert severity="success" role="timer" aria-live="off">
          Your claim holds the design for {minutes}:{String(seconds).padStart(2, '0')} more: pick a time and
          hold it to keep it.
        </Alert>
      )}
      <span role="status" style={visuallyHidden}>
        {over
          ? 'Your claim ran out.'
          : `Your claim holds the design for ${minutes + (seconds > 0 ? 1 : 0)} minutes more.`}
      </span>
    </>
  );
}
