import { readZip, ZipError } from "./zip.js";

/**
 * The maps of one import file (docs/api.md#bulk-import): a JSON file holding one map (or an array
 * of maps), NDJSON (one map per line), or a zip of such JSON files. Each map keeps where it came
 * from ("history.zip:s12/m1.json", "season.ndjson:14") so a refusal points at it; a line or file
 * that is not JSON becomes an entry refused with its parse error.
 */

export type ImportEntry = { source: string; value: unknown } | { source: string; error: string };

const ZIP_MAGIC = 0x04034b50;

function parsed(source: string, text: string): ImportEntry {
  try {
    return { source, value: JSON.parse(text) };
  } catch (error) {
    return { source, error: `not JSON: ${(error as Error).message}` };
  }
}

function jsonEntries(source: string, text: string): ImportEntry[] {
  const entry = parsed(source, text);
  if ("value" in entry && Array.isArray(entry.value))
    return entry.value.map((value, i) => ({ source: `${source}[${i}]`, value }));
  return [entry];
}

function ndjsonEntries(source: string, text: string): ImportEntry[] {
  return text
    .split("\n")
    .flatMap((line, i) => (line.trim() === "" ? [] : [parsed(`${source}:${i + 1}`, line)]));
}

/** By the name's extension; a zip is recognised by its bytes, and any other text as JSON. */
export function importEntries(name: string, bytes: Buffer): ImportEntry[] {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_MAGIC) {
    try {
      return readZip(bytes)
        .filter((f) => /\.(json|ndjson)$/i.test(f.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((f) => textEntries(`${name}:${f.name}`, f.name, f.data.toString("utf8")));
    } catch (error) {
      if (error instanceof ZipError) return [{ source: name, error: error.message }];
      throw error;
    }
  }
  return textEntries(name, name, bytes.toString("utf8"));
}

function textEntries(source: string, name: string, text: string): ImportEntry[] {
  const trimmed = text.trimStart();
  const ndjson = /\.(ndjson|jsonl)$/i.test(name) || (!trimmed.startsWith("[") && trimmed.includes("}\n{"));
  return ndjson ? ndjsonEntries(source, text) : jsonEntries(source, text);
}
