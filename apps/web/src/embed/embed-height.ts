export const embedMessageType = 'linework:resize';

/**
 * Inside an iframe, tells the parent page the content's height whenever it changes, so the frame
 * can fit it without a scrollbar. Any origin may listen: the height is not a secret.
 */
export function reportHeightToParent() {
  if (window.parent === window) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: embedMessageType, height }, '*');
  };
  new ResizeObserver(report).observe(document.body);
  report();
}
