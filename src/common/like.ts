/** A LIKE pattern matching `text` as a plain substring (its wildcards and the escape character escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
