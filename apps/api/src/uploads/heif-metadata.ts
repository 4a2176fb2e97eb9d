/**
 * Removes EXIF (GPS included) and XMP from a HEIC/HEIF file without decoding it: the bundled image
 * library cannot decode HEVC, so the metadata items are found through the ISOBMFF boxes
 * (meta → iinf/iloc) and their bytes overwritten with zeros. Offsets stay valid, so the picture is
 * untouched. Returns null when the structure cannot be read; such a file is refused, not kept.
 */
export function stripHeifMetadata(input: Buffer): Buffer | null {
  try {
    const bytes = Buffer.from(input);
    const meta = findBox(bytes, 0, bytes.length, 'meta');
    if (!meta) return bytes;
    // meta is a full box: 4 bytes of version and flags before its children.
    const childrenStart = meta.dataStart + 4;
    const iinf = findBox(bytes, childrenStart, meta.end, 'iinf');
    const iloc = findBox(bytes, childrenStart, meta.end, 'iloc');
    if (!iinf) return bytes;
    const metadataItems = readMetadataItemIds(bytes, iinf.dataStart, iinf.end);
    if (metadataItems.size === 0) return bytes;
    if (!iloc) return null;
    const idat = findBox(bytes, childrenStart, meta.end, 'idat');
    for (const extent of readExtents(bytes, iloc.dataStart, iloc.end, metadataItems)) {
      const base =
        extent.constructionMethod === 1 ? idat?.dataStart : extent.constructionMethod === 0 ? 0 : undefined;
      if (base === undefined) return null;
      const start = base + extent.offset;
      const end = start + extent.length;
      if (start < 0 || end > bytes.length || extent.length === 0) return null;
      bytes.fill(0, start, end);
    }
    return bytes;
  } catch {
    return null;
  }
}

type Box = { type: string; dataStart: number; end: number };

function findBox(bytes: Buffer, start: number, end: number, type: string): Box | undefined {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const boxType = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw new Error('box overruns its parent');
    if (boxType === type) return { type, dataStart: at + header, end: at + size };
    at += size;
  }
  return undefined;
}

/** Ids of the items that hold metadata: `Exif` items and XMP (`mime` items of RDF/XML). */
function readMetadataItemIds(bytes: Buffer, start: number, end: number): Set<number> {
  const version = bytes[start]!;
  let at = start + 4;
  at += version === 0 ? 2 : 4; // entry count; the infe boxes follow
  const ids = new Set<number>();
  while (at + 8 <= end) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > end) throw new Error('bad infe');
    if (bytes.toString('latin1', at + 4, at + 8) === 'infe') {
      const infeVersion = bytes[at + 8]!;
      if (infeVersion >= 2) {
        let p = at + 12;
        const id = infeVersion === 2 ? bytes.readUInt16BE(p) : bytes.readUInt32BE(p);
        p += infeVersion === 2 ? 2 : 4;
        p += 2; // protection index
        const itemType = bytes.toString('latin1', p, p + 4);
        if (itemType === 'Exif') ids.add(id);
        if (itemType === 'mime') {
          const rest = bytes.toString('latin1', p + 4, at + size);
          if (/rdf\+xml|xmp/i.test(rest)) ids.add(id);
        }
      }
    }
    at += size;
  }
  return ids;
}

type Extent = { constructionMethod: number; offset: number; length: number };

function readExtents(bytes: Buffer, start: number, end: number, wanted: Set<number>): Extent[] {
  const version = bytes[start]!;
  let at = start + 4;
  const offsetSize = bytes[at]! >> 4;
  const lengthSize = bytes[at]! & 0x0f;
  const baseOffsetSize = bytes[at + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? bytes[at + 1]! & 0x0f : 0;
  at += 2;
  const readN = (n: number) => {
    if (at + n > end) throw new Error('iloc overrun');
    const value =
      n === 0 ? 0 : n === 4 ? bytes.readUInt32BE(at) : n === 8 ? Number(bytes.readBigUInt64BE(at)) : -1;
    if (value < 0) throw new Error(`unsupported field size ${n}`);
    at += n;
    return value;
  };
  const itemCount = version < 2 ? readN2() : readN(4);
  function readN2() {
    const value = bytes.readUInt16BE(at);
    at += 2;
    return value;
  }
  const extents: Extent[] = [];
  for (let i = 0; i < itemCount; i++) {
    const id = version < 2 ? readN2() : readN(4);
    const constructionMethod = version === 1 || version === 2 ? readN2() & 0x0f : 0;
    readN2(); // data reference index
    const baseOffset = readN(baseOffsetSize);
    const extentCount = readN2();
    for (let e = 0; e < extentCount; e++) {
      if (indexSize > 0) readN(indexSize);
      const offset = readN(offsetSize);
      const length = readN(lengthSize);
      if (wanted.has(id)) extents.push({ constructionMethod, offset: baseOffset + offset, length });
    }
  }
  return extents;
}
