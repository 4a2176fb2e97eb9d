export const fullChromium: string;
export function journeyBrowserPath(): string | null;
export const missingBrowserMessage: string;
