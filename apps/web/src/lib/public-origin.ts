/**
 * The address of the product (links that leave an iframe, the embed code). A server-rendered page
 * carries the server's public URL, so server and browser write the same links; a page rendered only
 * in the browser uses its own origin.
 */
let origin: string | null = null;

export function setPublicOrigin(value: string) {
  origin = value.replace(/\/$/, '');
}

export const publicOrigin = () => origin ?? window.location.origin;
