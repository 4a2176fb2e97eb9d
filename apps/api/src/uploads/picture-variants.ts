import type { ImageVariant } from '@linework/contract/catalog';
import sharp, { type Sharp } from 'sharp';

/**
 * Widths of the copies made of every stored picture, for `srcset`: a phone's two-column grid at
 * 2–3× density wants ~400–600 px, a full-width cover on a phone ~1200 px. A picture narrower than a
 * step gets a copy at its own width instead, never an enlarged one.
 */
const variantWidthSteps = [400, 800, 1200] as const;

const formats = {
  // AVIF is about a third smaller than WebP; effort 2 keeps encoding near 0.1 s per copy.
  avif: { type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  webp: { type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 75 }) },
} as const;
type Format = keyof typeof formats;

/** Where a copy lives: beside the picture, with its width and format in the name. */
const variantPath = (path: string, width: number, format: Format) => `${path}.w${width}.${format}`;

/** The widths of the copies made for a picture this wide. */
function variantWidthsFor(originalWidth: number): number[] {
  const below = variantWidthSteps.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, variantWidthSteps.at(-1)!);
  return below.includes(top as never) ? below : [...below, top];
}

/** Widths for which both copies of `path` are among these stored paths (`.w{width}.{format}`). */
export function widthsWithBothCopies(path: string, storedPaths: string[]): number[] {
  const stored = new Set(storedPaths);
  const widths = storedPaths.flatMap((p) => {
    const width = p.startsWith(path) ? /^\.w(\d+)\.avif$/.exec(p.slice(path.length))?.[1] : undefined;
    return width ? [Number(width)] : [];
  });
  return widths.filter((w) => stored.has(variantPath(path, w, 'webp'))).sort((a, b) => a - b);
}

/** The copies a page can offer in `srcset`, given the widths that were made. */
export function variantsOf(
  publicUrl: (path: string) => string,
  path: string,
  widths: number[],
): ImageVariant[] {
  return (Object.keys(formats) as Format[]).flatMap((format) =>
    widths.map((width) => ({
      url: publicUrl(variantPath(path, width, format)),
      width,
      type: formats[format].type,
    })),
  );
}

export type MadeVariants = {
  width: number;
  height: number;
  widths: number[];
  files: { path: string; bytes: Buffer; contentType: string }[];
};

/** Reads a picture's size and encodes its AVIF and WebP copies (EXIF rotation applied). */
export async function makeVariants(path: string, bytes: Buffer): Promise<MadeVariants> {
  const meta = await sharp(bytes).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  const widths = variantWidthsFor(width);
  const files = await Promise.all(
    widths.flatMap((w) =>
      (Object.keys(formats) as Format[]).map(async (format) => ({
        path: variantPath(path, w, format),
        bytes: await formats[format].encode(sharp(bytes).rotate().resize({ width: w })).toBuffer(),
        contentType: formats[format].type,
      })),
    ),
  );
  return { width, height, widths, files };
}
