import { type Document, DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';

/**
 * How deep a page is read: Chromium's parser stops nesting at this depth too (kMaximumHTMLParserDOMTreeDepth), so
 * no page that shows right in a browser needs more.
 */
export const MAX_DEPTH = 512;

/**
 * Stops the parse at the first element deeper than MAX_DEPTH. htmlparser2 keeps its open elements with
 * unshift/shift (fb55/htmlparser2#2481), so 50,000 nested <div>s cost seconds of CPU to parse, and the readers
 * of the tree (ours, domutils' textContent, dom-serializer) recurse once per level and overflow the stack.
 */
class DepthBoundHandler extends DomHandler {
  constructor(private readonly stop: () => void) {
    super();
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    // The stack holds the document itself below the elements.
    if (this.tagStack.length > MAX_DEPTH + 1) {
      this.stop();
    }
  }
}

/**
 * An HTML page or fragment parsed with its entities decoded, read up to its first element nested deeper than
 * MAX_DEPTH: what comes before it is kept (a recipe there is still found), the rest of the page is not read.
 */
export function parseBoundedDocument(html: string): Document {
  // A paused parser emits nothing more, and its end() then leaves the rest unread.
  const handler = new DepthBoundHandler(() => parser.pause());
  const parser = new Parser(handler, { decodeEntities: true });
  parser.end(html);
  return handler.root;
}
