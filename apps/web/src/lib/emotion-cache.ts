import createCache from '@emotion/cache';

/**
 * MUI's styles go through this cache. The server makes one per request and puts the critical CSS in
 * the page under the same key, so the browser's cache finds those style tags and reuses them.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
