import type { ComponentProps } from 'react';
import { SessionProvider } from '../lib/session.tsx';
import { BaseProviders } from './base-providers.tsx';

/** The app's providers: the base ones and the signed-in session. */
export function Providers({ children, ...base }: ComponentProps<typeof BaseProviders>) {
  return (
    <BaseProviders {...base}>
      <SessionProvider>{children}</SessionProvider>
    </BaseProviders>
  );
}
