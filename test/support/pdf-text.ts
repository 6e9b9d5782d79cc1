import { inflateSync } from 'node:zlib';

/**
 * Just enough PDF reading for tests of the report downloads: the page count from the page tree and
 * the text drawn with the built-in fonts (hex strings in TJ arrays, Windows-1252), one string per
 * text-showing operator, in drawing order per page content stream.
 */
export interface PdfDocument {
  pages: number;
  /** Text runs per content stream (pdfkit writes one stream per page). */
  streams: string[][];
}

export function readPdf(bytes: Buffer): PdfDocument {
  const source = bytes.toString('latin1');
  if (!source.startsWith('%PDF-')) throw new Error('not a PDF');
  if (!/%%EOF\s*$/.test(source)) throw new Error('PDF is truncated');
  const pages = (source.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const streams: string[][] = [];
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const dictStart = source.lastIndexOf('<<', match.index);
    const dict = source.slice(dictStart, match.index);
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {
        continue; // not a content stream we can read (e.g. binary with trailing newline variance)
      }
    }
    const content = data.toString('latin1');
    if (!/\bTJ\b|\bTj\b/.test(content)) continue;
    const runs: string[] = [];
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      const text = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      runs.push(text);
    }
    streams.push(runs);
  }
  return { pages, streams };
}
