import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A wide table scrolls in its own box at 200 % text on a phone, never the page. The box is a named,
 * focusable region so that someone on a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
