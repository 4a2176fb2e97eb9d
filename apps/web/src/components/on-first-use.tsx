import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders nothing until `when` first turns true, then its (lazy) children for good, so a dialog
 * loads on first use and still plays its closing transition afterwards.
 */
export function OnFirstUse({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  if (!used && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
