// A small PMTiles v3 archive written from the spec (github.com/protomaps/PMTiles, spec/v3):
// a 127-byte header, a root directory of varints, JSON metadata, then the tiles. No internal
// compression, so a reader needs nothing but range requests. Tests serve it and read it back
// with the `pmtiles` library's own reader.

/** A tile: its Hilbert tile id (0 is z0, 1..4 are z1, …) and its bytes. */
export interface ArchiveTile {
  tileId: number;
  data: Buffer;
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let v = value;
  while (v >= 0x80) {
    bytes.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  bytes.push(v);
  return bytes;
}

/** The root directory: count, tile id deltas, run lengths, lengths, offsets + 1. */
function directory(entries: { tileId: number; offset: number; length: number }[]): Buffer {
  const out = varint(entries.length);
  let last = 0;
  for (const e of entries) {
    out.push(...varint(e.tileId - last));
    last = e.tileId;
  }
  for (let i = 0; i < entries.length; i++) out.push(...varint(1));
  for (const e of entries) out.push(...varint(e.length));
  for (const e of entries) out.push(...varint(e.offset + 1));
  return Buffer.from(out);
}

/** The archive's bytes: tiles sorted by id, PNG tile type, z0..maxZoom over Israel. */
export function pmtilesArchive(tiles: ArchiveTile[], maxZoom = 1): Buffer {
  const sorted = [...tiles].sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = sorted.map((t) => {
    const entry = { tileId: t.tileId, offset, length: t.data.length };
    offset += t.data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = Buffer.from(JSON.stringify({ name: 'Galim test basemap' }));
  const tileData = Buffer.concat(sorted.map((t) => t.data));

  const header = Buffer.alloc(127);
  const rootOffset = 127;
  const metadataOffset = rootOffset + root.length;
  const tileDataOffset = metadataOffset + metadata.length;
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileDataOffset + tileData.length); // no leaf directories
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileData.length);
  u64(72, sorted.length); // addressed tiles
  u64(80, sorted.length); // tile entries
  u64(88, sorted.length); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(2, 99); // tile type: PNG
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(maxZoom, 101);
  const e7 = (at: number, degrees: number) => header.writeInt32LE(Math.round(degrees * 1e7), at);
  e7(102, 34.2);
  e7(106, 29.4);
  e7(110, 35.95);
  e7(114, 33.4);
  header.writeUInt8(0, 118); // center zoom
  e7(119, 34.8);
  e7(123, 32.1);
  return Buffer.concat([header, root, metadata, tileData]);
}
