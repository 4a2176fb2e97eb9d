let idle: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the main thread is idle, so third-party scripts never
 * compete with the first screen for the network or the CPU.
 */
export function whenPageIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const afterLoad = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 4000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
