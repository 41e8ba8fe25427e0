import { inflateRawSync } from "node:zlib";

/**
 * The files of a zip archive, read with node:zlib alone: stored and deflated entries, as every zip
 * tool writes them for JSON files (no zip64, no encryption). A zip of match files is the one
 * archive the bulk import takes, so a dependency for all of the format is not worth it.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE = 0x02014b50;
const LOCAL_FILE = 0x04034b50;

export class ZipError extends Error {}

export type ZipEntry = { name: string; data: Buffer };

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes at the end of the archive.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  throw new ZipError("not a zip archive (no end of central directory)");
}

export function readZip(zip: Buffer): ZipEntry[] {
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_FILE) throw new ZipError("a damaged zip central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (zip.readUInt32LE(local) !== LOCAL_FILE) throw new ZipError(`${name}: a damaged zip entry`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    if (method === 0) entries.push({ name, data: Buffer.from(raw) });
    else if (method === 8) entries.push({ name, data: inflateRawSync(raw) });
    else throw new ZipError(`${name}: zip compression method ${method} is not supported (use deflate)`);
  }
  return entries;
}
