/** The line of a multi-line text the caret is on: its text and where it starts and ends. */
export interface TypedLine {
  text: string;
  start: number;
  end: number;
}

/** The line the caret (a position in `text`) is on. */
export function lineAt(text: string, caret: number): TypedLine {
  const start = text.lastIndexOf('\n', Math.max(0, caret - 1)) + 1;
  const next = text.indexOf('\n', caret);
  const end = next === -1 ? text.length : next;
  return { text: text.slice(start, end), start, end };
}

/** The text without one of its lines (and the line break that went with it). */
export function withoutLine(text: string, line: TypedLine): string {
  const before = text.slice(0, line.start);
  const after = text.slice(line.end);
  return after.startsWith('\n') ? before + after.slice(1) : before.replace(/\n$/, '') + after;
}
