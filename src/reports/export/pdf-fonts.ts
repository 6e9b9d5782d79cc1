import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as fontkit from 'fontkit';

/**
 * The fonts the PDF downloads embed (subset to the glyphs used), installed as npm dependencies:
 * DejaVu Sans (Latin, Greek, Cyrillic, many symbols; the font of every text) and Noto Sans JP for
 * the Han and kana characters DejaVu does not have. Each character is set in the first of them that
 * has a glyph for it; a character neither has is set in DejaVu (its missing-glyph box), and the
 * text keeps it (copy and search find it through the font's Unicode map).
 */

export type FontName = 'Sans' | 'Sans-Bold' | 'CJK' | 'CJK-Bold';

interface Loaded {
  data: Record<FontName, Buffer>;
  primary: fontkit.Font;
  fallback: fontkit.Font;
}

let loaded: Loaded | null = null;

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

function load(): Loaded {
  if (loaded) return loaded;
  const dejavu = join(packageDir('dejavu-fonts-ttf'), 'ttf');
  const noto = packageDir('@expo-google-fonts/noto-sans-jp');
  const data: Record<FontName, Buffer> = {
    Sans: readFileSync(join(dejavu, 'DejaVuSans.ttf')),
    'Sans-Bold': readFileSync(join(dejavu, 'DejaVuSans-Bold.ttf')),
    CJK: readFileSync(join(noto, '400Regular', 'NotoSansJP_400Regular.ttf')),
    'CJK-Bold': readFileSync(join(noto, '700Bold', 'NotoSansJP_700Bold.ttf')),
  };
  // fontkit (with brotli, restructure, unicode-properties: ~20 modules) is loaded on the first PDF, not at start-up.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded synchronously on first use, not at start-up
  const { create } = require('fontkit') as typeof fontkit;
  loaded = { data, primary: create(data.Sans) as fontkit.Font, fallback: create(data.CJK) as fontkit.Font };
  return loaded;
}

/** Registers the fonts on a document (pdfkit reads and embeds only those a text uses). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { data } = load();
  for (const [name, bytes] of Object.entries(data)) doc.registerFont(name, bytes);
}

/** The text cut into runs of one font each, in order. */
export function fontRuns(text: string, bold: boolean): Array<{ font: FontName; text: string }> {
  const { primary, fallback } = load();
  const runs: Array<{ font: FontName; text: string }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const useFallback = !primary.hasGlyphForCodePoint(cp) && fallback.hasGlyphForCodePoint(cp);
    const font: FontName = useFallback ? (bold ? 'CJK-Bold' : 'CJK') : bold ? 'Sans-Bold' : 'Sans';
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
