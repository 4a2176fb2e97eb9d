import { startErrorReporting } from './error-reporting.ts';
import { supportMessenger } from './support-messenger.ts';
import { whenPageIdle } from './when-page-idle.ts';

/** Error reporting and the support messenger start after the first screen; unconfigured, nothing loads. */
export function startIntegrationsWhenIdle() {
  void whenPageIdle().then(() => {
    void startErrorReporting();
    supportMessenger.start();
  });
}
