import { inflateSync } from 'node:zlib';

/**
 * Just enough PDF reading for tests of the report downloads: the page count from the page tree and
 * the text drawn, one string per text-showing operator, in drawing order per page content stream.
 * Text in an embedded font (two-byte glyph codes) is decoded through the font's ToUnicode map; text
 * in a built-in font is read as Windows-1252 bytes.
 */
export interface PdfDocument {
  pages: number;
  /** Text runs per content stream (pdfkit writes one stream per page). */
  streams: string[][];
  /** Base font names of the fonts the document uses (e.g. "BZZZZZ+DejaVuSans"). */
  fonts: string[];
}

interface PdfObject {
  dict: string;
  data: Buffer | null;
}

function objects(bytes: Buffer, source: string): Map<number, PdfObject> {
  const result = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      result.set(Number(match[1]), { dict: body, data: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + body.slice(streamAt).match(/^stream\r?\n/)![0].length;
    const dataEnd = source.indexOf('endstream', dataStart);
    let data = bytes.subarray(dataStart, dataEnd);
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {
        data = Buffer.alloc(0);
      }
    }
    result.set(Number(match[1]), { dict, data });
    re.lastIndex = end;
  }
  return result;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap: glyph code → text. */
function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((h, i) => map.set(from + i, utf16(h[1])));
      } else {
        const first = parseInt(m[3].slice(1, -1).replace(/\s+/g, ''), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(first + code - from));
      }
    }
  }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(m[1], 16), utf16(m[2]));
  }
  return map;
}

export function readPdf(bytes: Buffer): PdfDocument {
  const source = bytes.toString('latin1');
  if (!source.startsWith('%PDF-')) throw new Error('not a PDF');
  if (!/%%EOF\s*$/.test(source)) throw new Error('PDF is truncated');
  const pages = (source.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const all = objects(bytes, source);
  // pdfkit names fonts F1, F2, ... once per document; resource dictionaries point at their objects.
  const cmaps = new Map<string, Map<number, string> | null>();
  const fonts = new Set<string>();
  for (const m of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = all.get(Number(m[2]));
    const unicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
    const cmap = unicode ? all.get(Number(unicode[1]))?.data : null;
    cmaps.set(m[1], cmap ? parseCmap(cmap.toString('latin1')) : null);
    const base = font?.dict.match(/\/BaseFont \/([^\s/>]+)/);
    if (base) fonts.add(base[1]);
  }
  const streams: string[][] = [];
  for (const object of all.values()) {
    if (object.data === null) continue;
    const content = object.data.toString('latin1');
    if (!/\bTJ\b|\bTj\b/.test(content) || /begincmap/.test(content)) continue;
    const runs: string[] = [];
    let cmap: Map<number, string> | null = null;
    for (const op of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        cmap = cmaps.get(op[1]) ?? null;
        continue;
      }
      const hex = [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      if (cmap === null) runs.push(Buffer.from(hex, 'hex').toString('latin1'));
      else runs.push((hex.match(/.{4}/g) ?? []).map((code) => cmap!.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
    streams.push(runs);
  }
  return { pages, streams, fonts: [...fonts] };
}
