import { createHmac } from 'node:crypto';
import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { uploads } from '../db/schema/uploads.ts';
import { recordCompletedVisit } from '../dev/completed-visit.ts';

// The same secret createTestApp gives the app; local storage signs download links with it.
const authSecret = 'test-secret-test-secret-test-secret-0123';
const maxBytes = 15 * 1024 * 1024;

let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let ownerId: string;
/** An open review link: the one place anyone may upload without a sign-in. */
let reviewLinkId: string;
beforeAll(async () => {
  app = await createTestApp();
  await insertBookingFixtures(app);
  const customer = await newCustomer(app);
  reviewLinkId = (
    await recordCompletedVisit(app.deps, { customerId: customer.user.id, artistUrlPath: 'ada-stone' })
  ).reviewLinkId;
  owner = await signUp(app);
  ownerId = (await app.inject({ url: '/v1/users/me', headers: bearer(owner.token) })).json().result.userId;
});
afterAll(() => app.close());

/** The smallest file that is a PDF by its magic bytes, with a script a viewer might run. */
const pdfWithScript = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** A real photo as a phone would send it: JPEG with camera EXIF and the GPS position. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'LineworkTestCam', Model: 'Model 7', Copyright: 'Robin Ink' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 42/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 0/1 21/1',
      },
    })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer();

type Declared = { path: string; contentType: string; size: number; public?: boolean };

async function declare(body: Declared, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: token ? bearer(token) : {},
    payload: body,
  });
}

/** Declares an upload for the owner and answers its upload and download URLs as local paths. */
async function declareOwn(name: string, contentType: string, size: number, isPublic = false) {
  const res = await declare(
    { path: `users/${ownerId}/${name}`, contentType, size, public: isPublic },
    owner.token,
  );
  expect(res.statusCode).toBe(201);
  const { uploadUrl, downloadUrl } = res.json().result;
  return { uploadUrl: localPath(uploadUrl), downloadUrl: localPath(downloadUrl) };
}

const localPath = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}`;
};

const put = (url: string, bytes: Buffer, contentType: string, token = owner.token) =>
  app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': contentType, ...bearer(token) },
  });

describe('declaring an upload', () => {
  it('refuses a private upload without a signed-in user with 401 "Not authenticated"', async () => {
    const res = await declare({ path: 'public/x.jpg', contentType: 'image/jpeg', size: 1000, public: false });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
  });

  it('lets a signed-in user write only under users/<their id>/', async () => {
    const other = await signUp(app);
    const res = await declare(
      { path: `users/${ownerId}/stolen.jpg`, contentType: 'image/jpeg', size: 1000 },
      other.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const elsewhere = await declare(
      { path: 'shops/x/logo.png', contentType: 'image/png', size: 10 },
      owner.token,
    );
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a declared size over 15 MB and a type outside the allow-list', async () => {
    const big = await declare(
      { path: `users/${ownerId}/big.jpg`, contentType: 'image/jpeg', size: maxBytes + 1 },
      owner.token,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.details.fields['body.size']).toBe('The file is larger than 15 MB');
    const html = await declare(
      { path: `users/${ownerId}/x.html`, contentType: 'text/html', size: 10 },
      owner.token,
    );
    expect(html.statusCode).toBe(400);
  });

  it('frees the path of a declaration whose bytes never came once its window has passed', async () => {
    await declareOwn('abandoned.png', 'image/png', 100);
    await app.db
      .update(uploads)
      .set({ expiresAt: new Date(app.deps.clock.now().getTime() - 60_000) })
      .where(eq(uploads.path, `users/${ownerId}/abandoned.png`));
    const again = await declare(
      { path: `users/${ownerId}/abandoned.png`, contentType: 'image/png', size: 100 },
      owner.token,
    );
    expect(again.statusCode).toBe(201);
  });

  it('refuses the same path twice with 409, not a server error', async () => {
    await declareOwn('twice.png', 'image/png', 100);
    const again = await declare(
      { path: `users/${ownerId}/twice.png`, contentType: 'image/png', size: 100 },
      owner.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      details: { fields: { 'body.path': 'A file already exists at this path' } },
    });
  });
});

describe('sending the bytes', () => {
  it('strips EXIF and GPS from a photo and serves the clean file at the signed download link', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(photo.includes('LineworkTestCam')).toBe(true);

    const { uploadUrl, downloadUrl } = await declareOwn('tattoo.jpg', 'image/jpeg', photo.length);
    const sent = await put(uploadUrl, photo, 'image/jpeg');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result).toMatchObject({
      contentType: 'image/jpeg',
      path: `users/${ownerId}/tattoo.jpg`,
    });

    const stored = await app.inject({ url: downloadUrl });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['cache-control']).toBe('private, no-store');
    const after = await sharp(stored.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(stored.rawPayload.includes('LineworkTestCam')).toBe(false);
    expect([after.width, after.height]).toEqual([64, 48]);
  });

  it('strips EXIF and GPS from a HEIC photo too', async () => {
    // sharp cannot write HEVC: an AVIF (same HEIF container and EXIF item) branded `heic`.
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'green' } })
      .avif()
      .withExif({
        IFD0: { Make: 'LineworkTestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 46/1' },
      })
      .toBuffer();
    const heic = Buffer.from(avif);
    heic.write('heic', 8, 'latin1');
    expect(heic.includes('LineworkTestCam')).toBe(true);

    const { uploadUrl, downloadUrl } = await declareOwn('iphone.heic', 'image/heic', heic.length);
    const sent = await put(uploadUrl, heic, 'image/heic');
    expect(sent.statusCode).toBe(200);
    const stored = await app.inject({ url: downloadUrl });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/heic');
    expect(stored.rawPayload.includes('LineworkTestCam')).toBe(false);
    expect(stored.rawPayload.length).toBe(heic.length);
  });

  it('refuses a PNG declared as JPEG with 415', async () => {
    const bytes = await png();
    const { uploadUrl } = await declareOwn('fake.jpg', 'image/jpeg', bytes.length);
    const res = await put(uploadUrl, bytes, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file is image/png, not image/jpeg as declared.',
    });
  });

  it('refuses a small PNG that claims a huge picture (a decompression bomb) with 400', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([head, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(12_000, 0); // 12000 × 12000 = 144 megapixels
    header.writeUInt32BE(12_000, 4);
    header[8] = 8; // 8 bits per channel
    header[9] = 2; // RGB
    const bomb = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const { uploadUrl } = await declareOwn('bomb.png', 'image/png', bomb.length);
    const res = await put(uploadUrl, bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/100 megapixels/);
  });

  it('refuses a text file declared as PDF with 415', async () => {
    const bytes = Buffer.from('just some text, not a PDF at all\n'.repeat(20));
    const { uploadUrl } = await declareOwn('fake.pdf', 'application/pdf', bytes.length);
    const res = await put(uploadUrl, bytes, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over 15 MB with 413 in the envelope', async () => {
    const { uploadUrl } = await declareOwn('huge.pdf', 'application/pdf', maxBytes);
    const res = await put(uploadUrl, Buffer.alloc(maxBytes + 1, 1), 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an empty body with 400', async () => {
    const { uploadUrl } = await declareOwn('empty.png', 'image/png', 10);
    const res = await put(uploadUrl, Buffer.alloc(0), 'image/png');
    expect(res.statusCode).toBe(400);
  });

  it("does not let another user send bytes to someone else's upload (404)", async () => {
    const other = await signUp(app);
    const bytes = await png();
    const { uploadUrl } = await declareOwn('mine.png', 'image/png', bytes.length);
    expect((await put(uploadUrl, bytes, 'image/png', other.token)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(404);
    // The owner still can, once.
    expect((await put(uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
    expect((await put(uploadUrl, bytes, 'image/png')).statusCode).toBe(404);
  });

  it("accepts a review's photo without a user and serves it without a signature", async () => {
    const bytes = await png();
    const res = await declare({
      path: `public/reviews/${reviewLinkId}/dot.png`,
      contentType: 'image/png',
      size: bytes.length,
      public: true,
    });
    expect(res.statusCode).toBe(201);
    const { uploadUrl, downloadUrl } = res.json().result;
    expect(downloadUrl).not.toContain('sig=');
    const sent = await app.inject({
      method: 'PUT',
      url: localPath(uploadUrl),
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(sent.statusCode).toBe(200);
    const file = await app.inject({ url: localPath(downloadUrl) });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect(file.headers['content-disposition']).toBeUndefined();
  });

  it('refuses more bytes than were declared with 413, storing nothing', async () => {
    const bytes = await png();
    const { uploadUrl } = await declareOwn('short.png', 'image/png', bytes.length - 1);
    const res = await put(uploadUrl, bytes, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const [row] = await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, `users/${ownerId}/short.png`));
    expect(row?.status).toBe('pending');
  });
});

describe('uploads without a sign-in', () => {
  const anonymous = (path: string, contentType = 'image/png') =>
    declare({ path, contentType, size: 100, public: true });

  it('are refused outside an open review link\'s folder with 401 "Not authenticated"', async () => {
    for (const path of [
      `public/${Date.now()}/dot.png`,
      'public/reviews/no-such-link/dot.png',
      `public/reviews/${reviewLinkId}/deeper/dot.png`,
    ]) {
      const res = await anonymous(path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error.message).toBe('Not authenticated');
    }
  });

  it('take pictures only, whatever the bytes would have been', async () => {
    const res = await anonymous(`public/reviews/${reviewLinkId}/script.pdf`, 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({
      'body.contentType': 'Upload a JPEG, PNG, WebP or HEIC photo',
    });
  });
});

describe('files that are not pictures', () => {
  it('are never public, even from a signed-in user', async () => {
    const res = await declare(
      { path: `users/${ownerId}/public.pdf`, contentType: 'application/pdf', size: 100, public: true },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields)).toEqual(['body.contentType']);
  });

  it('are served as downloads, never rendered inline or cached for a year', async () => {
    const bytes = pdfWithScript();
    const { uploadUrl, downloadUrl } = await declareOwn('script.pdf', 'application/pdf', bytes.length);
    expect((await put(uploadUrl, bytes, 'application/pdf')).statusCode).toBe(200);
    const file = await app.inject({ url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('are refused when their bytes are a picture in disguise or vice versa, by magic bytes', async () => {
    const { uploadUrl } = await declareOwn('disguised.png', 'image/png', 500);
    const res = await put(uploadUrl, pdfWithScript(), 'image/png');
    expect(res.statusCode).toBe(415);
  });
});

describe('private download links', () => {
  it('work while signed and unexpired, and are 404 when tampered with, expired or unsigned', async () => {
    const bytes = await png();
    const { uploadUrl, downloadUrl } = await declareOwn('private.png', 'image/png', bytes.length);
    expect(downloadUrl).toMatch(/[?&]sig=/);
    expect((await put(uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
    expect((await app.inject({ url: downloadUrl })).statusCode).toBe(200);

    const link = new URL(downloadUrl, 'http://localhost');
    const sig = link.searchParams.get('sig')!;
    const tampered = new URL(link);
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const tamperedRes = await app.inject({ url: `${tampered.pathname}${tampered.search}` });
    expect(tamperedRes.statusCode).toBe(404);
    expect(tamperedRes.json().error.code).toBe('NOT_FOUND');

    // Correctly signed, but for a time that has passed.
    const filePath = link.pathname.replace(/^\/files\//, '');
    const past = String(Math.floor(Date.now() / 1000) - 60);
    const pastSig = createHmac('sha256', authSecret).update(`${filePath}\n${past}`).digest('base64url');
    expect((await app.inject({ url: `${link.pathname}?expires=${past}&sig=${pastSig}` })).statusCode).toBe(
      404,
    );
    // Extending the expiry of a valid link breaks its signature.
    const later = String(Number(link.searchParams.get('expires')) + 3600);
    expect((await app.inject({ url: `${link.pathname}?expires=${later}&sig=${sig}` })).statusCode).toBe(404);
    expect((await app.inject({ url: link.pathname })).statusCode).toBe(404);
  });
});

describe('thumbnails', () => {
  it('makes a 480 px WebP copy of an uploaded picture, readable like the picture', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const declared = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: bearer(owner.token),
      payload: {
        path: `users/${ownerId}/portfolio/big.jpg`,
        contentType: 'image/jpeg',
        size: photo.length,
        public: true,
      },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const put = await app.inject({
      method: 'PUT',
      url: new URL(declared.json().result.uploadUrl).pathname,
      headers: { ...bearer(owner.token), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(put.statusCode, put.body).toBe(200);
    const thumb = await app.inject({ url: `/files/users/${ownerId}/portfolio/big.jpg.w480.webp` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);
  });

  it('makes AVIF and WebP copies of a public picture at each srcset width, never enlarged', async () => {
    // 1000 × 1500 upright after EXIF rotation: stored as 1500 × 1000 with orientation 6.
    const photo = await sharp({
      create: { width: 1500, height: 1000, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const path = `users/${ownerId}/portfolio/upright.jpg`;
    const declared = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: bearer(owner.token),
      payload: { path, contentType: 'image/jpeg', size: photo.length, public: true },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const put = await app.inject({
      method: 'PUT',
      url: new URL(declared.json().result.uploadUrl).pathname,
      headers: { ...bearer(owner.token), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const [width, height] of [
      [400, 600],
      [800, 1200],
      [1000, 1500],
    ]) {
      for (const format of ['avif', 'webp']) {
        const copy = await app.inject({ url: `/files/${path}.w${width}.${format}` });
        expect(copy.statusCode, `${width} ${format}`).toBe(200);
        expect(copy.headers['content-type']).toBe(`image/${format}`);
        const meta = await sharp(copy.rawPayload).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
          format,
          width,
          height,
        ]);
      }
    }
    // Not wider than the picture itself.
    expect((await app.inject({ url: `/files/${path}.w1200.avif` })).statusCode).toBe(404);
  });

  it("refuses a thumbnail's name declared before its picture, so the picture still gets its thumbnail", async () => {
    const early = await declare(
      { path: `users/${ownerId}/early.png.w480.webp`, contentType: 'image/webp', size: 100 },
      owner.token,
    );
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.details.fields)).toEqual(['body.path']);
    const bytes = await png();
    const { uploadUrl } = await declareOwn('early.png', 'image/png', bytes.length);
    expect((await put(uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
    const [thumb] = await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, `users/${ownerId}/early.png.w480.webp`));
    expect(thumb).toMatchObject({ status: 'stored', ownerId, contentType: 'image/webp' });
  });

  it('takes the place of a pending declaration left at a thumbnail path by an older version', async () => {
    const thumbPath = `users/${ownerId}/legacy.png.w480.webp`;
    await app.db.insert(uploads).values({
      id: `legacy-${Date.now()}`,
      ownerId,
      path: thumbPath,
      contentType: 'image/webp',
      declaredSize: 100,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const bytes = await png();
    const { uploadUrl } = await declareOwn('legacy.png', 'image/png', bytes.length);
    expect((await put(uploadUrl, bytes, 'image/png')).statusCode).toBe(200);
    const thumb = await app.inject({ url: `/files/${thumbPath}` });
    // Private picture: the thumbnail row is stored (its bytes are read through a signed link).
    const [row] = await app.db.select().from(uploads).where(eq(uploads.path, thumbPath));
    expect(row?.status).toBe('stored');
    expect(thumb.statusCode).toBe(404);
  });

  it('makes no srcset copies of a private picture (an ID photo is never on a public page)', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#222' } })
      .jpeg()
      .toBuffer();
    const path = `users/${ownerId}/id/front.jpg`;
    const declared = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: bearer(owner.token),
      payload: { path, contentType: 'image/jpeg', size: photo.length, public: false },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const put = await app.inject({
      method: 'PUT',
      url: new URL(declared.json().result.uploadUrl).pathname,
      headers: { ...bearer(owner.token), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(put.statusCode, put.body).toBe(200);
    const copies = await app.db
      .select()
      .from(uploads)
      .where(inArray(uploads.path, [`${path}.w400.avif`, `${path}.w400.webp`, `${path}.w800.avif`]));
    expect(copies).toEqual([]);
  });
});
