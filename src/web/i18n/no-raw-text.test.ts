import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

/** Attributes whose value a person reads or hears. */
const SPOKEN_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Texts that are the same in every language: the app's name, symbols and marks. */
const LANGUAGE_FREE: ReadonlySet<string> = new Set(['Aislewise', 'Pro', 'OK']);

/**
 * Files that carry their own small table of the six languages instead of the catalogue: `start-failed.ts` shows the
 * page that says the app could not start, which is when the catalogue may be what failed to load.
 */
const OWN_TABLES: ReadonlySet<string> = new Set(['app/start-failed.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return name === 'i18n' ? [] : sourceFiles(path);
    }
    const ours = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'sw.ts';
    return ours && !OWN_TABLES.has(relative(WEB, path)) ? [path] : [];
  });
}

/** Text with words in it: at least two letters in a row, and not one of the language-free names. */
function isWords(text: string): boolean {
  const trimmed = text.trim();
  return /\p{L}{2}/u.test(trimmed) && !LANGUAGE_FREE.has(trimmed);
}

/**
 * A sentence or label in a plain string anywhere in the code ("Saved", "Could not save."): it starts with a capital
 * letter followed by small ones, as an English text does and a class name, an id or a path does not.
 */
function looksLikeEnglish(text: string): boolean {
  return /^\s*[A-Z][a-z]+(?:[\s,.'’!?…:-]|$)/.test(text) && isWords(text);
}

/** String parts of an expression a JSX child or attribute renders: literals, through ?:, ??, || and &&. */
function renderedStrings(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) {
    return renderedStrings(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    return [...renderedStrings(node.left), ...renderedStrings(node.right)];
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    return [node];
  }
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : '';
}

/** A key's name compared with a keyboard event's (`event.key === 'Enter'`, `case 'Escape':` of such a switch). */
function isKeyName(node: ts.Node): boolean {
  const parent = node.parent;
  const compared =
    ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(parent.operatorToken.getText())
      ? parent.left === node
        ? parent.right
        : parent.left
      : ts.isCaseClause(parent)
        ? parent.parent.parent.expression
        : undefined;
  return compared !== undefined && /\.(key|code)$/.test(compared.getText());
}

/** Calls whose string arguments are for developers, not users. */
function isForDevelopers(node: ts.Node): boolean {
  if (isKeyName(node)) {
    return true;
  }
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) {
    if (ts.isNewExpression(at) && at.expression.getText() === 'Error') {
      return true;
    }
    if (ts.isCallExpression(at)) {
      const callee = at.expression.getText();
      return /^(console\.\w+|t|catalogue\.t|i18n\.t)$/.test(callee);
    }
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) {
      return true;
    }
  }
  return false;
}

/** Every text a person would see or hear that is written in the code instead of the catalogue, as file:line text. */
function rawTexts(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.add(`${relative(WEB, path)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const strings = ts.isStringLiteral(value)
        ? [value]
        : ts.isJsxExpression(value) && value.expression
          ? renderedStrings(value.expression)
          : [];
      for (const string of strings) {
        if (isWords(textOf(string))) {
          report(string, textOf(string));
        }
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const string of renderedStrings(node.expression)) {
        if (isWords(textOf(string))) {
          report(string, textOf(string));
        }
      }
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !ts.isJsxAttribute(node.parent) &&
      !ts.isJsxExpression(node.parent) &&
      looksLikeEnglish(textOf(node)) &&
      !isForDevelopers(node)
    ) {
      report(node, textOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

describe('the web speaks through the catalogue', () => {
  it('renders no text written in the code: every word a person sees or hears is a catalogue key', () => {
    const found = sourceFiles(WEB).flatMap(rawTexts);
    expect(found).toEqual([]);
  });
});
