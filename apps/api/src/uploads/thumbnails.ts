import sharp from 'sharp';

/** Width of the small WebP copy made of every uploaded picture, for grids and cards. */
const thumbnailWidth = 480;

/** Where the thumbnail of a stored picture lives: beside it, with its width in the name. */
export const thumbnailPath = (path: string) => `${path}.w${thumbnailWidth}.webp`;

export const makeThumbnail = (bytes: Buffer) =>
  sharp(bytes).resize({ width: thumbnailWidth, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
