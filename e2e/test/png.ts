const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header chunk (IHDR is always first: bytes 8..32). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG: bad signature");
  if (bytes.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG: IHDR is not the first chunk");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
