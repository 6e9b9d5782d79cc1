/**
 * The text of an export file as the trackers write it: UTF-8 (with or without BOM), UTF-16 with a
 * BOM (spreadsheet round trips), or, when the bytes are not valid UTF-8, Windows-1252 (older Excel
 * saves). TextDecoder only: works in Node and in browsers.
 */
export function decodeExport(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
