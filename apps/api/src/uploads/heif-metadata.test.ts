import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripHeifMetadata } from './heif-metadata.ts';

/**
 * A HEIF-container photo with camera EXIF and GPS. The bundled sharp cannot write HEVC, so this is an
 * AVIF (the same container and metadata items) whose brand says `heic`, as an iPhone's would.
 */
async function heicWithGps(): Promise<Buffer> {
  const avif = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 9, g: 99, b: 9 } },
  })
    .avif()
    .withExif({
      IFD0: { Make: 'LineworkTestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 46/1' },
    })
    .toBuffer();
  return setBrand(avif, 'heic');
}

const setBrand = (bytes: Buffer, brand: string) => {
  const copy = Buffer.from(bytes);
  copy.write(brand, 8, 'latin1');
  return copy;
};

describe('HEIF metadata removal', () => {
  it('removes the EXIF item (camera and GPS) and leaves the picture readable', async () => {
    const original = await heicWithGps();
    expect(original.includes('LineworkTestCam')).toBe(true);
    expect((await sharp(setBrand(original, 'avif')).metadata()).exif).toBeDefined();

    const cleaned = stripHeifMetadata(original)!;
    expect(cleaned).not.toBeNull();
    expect(cleaned.includes('LineworkTestCam')).toBe(false);
    expect(cleaned.length).toBe(original.length);
    const decoded = sharp(setBrand(cleaned, 'avif'));
    const meta = await decoded.metadata();
    expect([meta.width, meta.height]).toEqual([16, 16]);
    expect(meta.exif?.includes('LineworkTestCam') ?? false).toBe(false);
    const { data } = await decoded.raw().toBuffer({ resolveWithObject: true });
    expect(data.length).toBe(16 * 16 * 3);
  });

  it('leaves a file without metadata as it is', async () => {
    const plain = setBrand(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
        .avif()
        .toBuffer(),
      'heic',
    );
    expect(stripHeifMetadata(plain)!.equals(plain)).toBe(true);
  });

  it('refuses a file whose boxes do not add up', async () => {
    const broken = Buffer.from(await heicWithGps());
    const meta = broken.indexOf('meta') - 4;
    broken.writeUInt32BE(0xffffff, meta);
    expect(stripHeifMetadata(broken)).toBeNull();
  });
});
