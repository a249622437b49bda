// @ts-check
// The lint rule for import cycles in TypeScript files, `import type` included: eslint-plugin-import-x's
// no-cycle leaves type-only imports out and has no option to count them. A cycle of types is still
// two files that each need the other: neither can be read, moved or tested alone.
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ specifier: ts.StringLiteralLike; target: string }} ImportEdge */

/** Every file a source file imports, by TypeScript's own resolution (kept while the file is unchanged). */
const importsByFile = new WeakMap(/** @type {[ts.SourceFile, ImportEdge[]][]} */ ([]));

/** The module specifiers of a file: imports and re-exports, `import type`, import() and import('…').Type. */
function specifiersOf(/** @type {ts.SourceFile} */ file) {
  /** @type {ts.StringLiteralLike[]} */
  const specifiers = [];
  for (const statement of file.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier
    ) {
      if (ts.isStringLiteralLike(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteralLike(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression);
    }
  }
  if (!file.text.includes('import(')) return specifiers;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const { literal } = node.argument;
      if (ts.isStringLiteralLike(literal)) specifiers.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return specifiers;
}

/** The project's own files a file imports (packages are never part of a cycle here). */
function importsOf(/** @type {ts.Program} */ program, /** @type {ts.SourceFile} */ file) {
  let edges = importsByFile.get(file);
  if (edges) return edges;
  const checker = program.getTypeChecker();
  edges = [];
  for (const specifier of specifiersOf(file)) {
    const target = checker.getSymbolAtLocation(specifier)?.declarations?.find(ts.isSourceFile);
    if (target && isOwnFile(program, target)) edges.push({ specifier, target: target.fileName });
  }
  importsByFile.set(file, edges);
  return edges;
}

function isOwnFile(/** @type {ts.Program} */ program, /** @type {ts.SourceFile} */ file) {
  return !program.isSourceFileFromExternalLibrary(file) && !file.fileName.includes('/node_modules/');
}

/**
 * The program's files grouped by the cycles they are part of (strongly connected components,
 * Tarjan): file name → its group, for the files in a group of two or more.
 */
const groupsByProgram = new WeakMap(/** @type {[ts.Program, Map<string, number>][]} */ ([]));

function cycleGroups(/** @type {ts.Program} */ program) {
  const known = groupsByProgram.get(program);
  if (known) return known;
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of program.getSourceFiles()) {
    if (isOwnFile(program, file))
      graph.set(
        file.fileName,
        importsOf(program, file).map((edge) => edge.target),
      );
  }
  /** @type {Map<string, number>} */
  const groups = new Map();
  /** @type {Map<string, { index: number; low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  for (const root of graph.keys()) {
    if (seen.has(root)) continue;
    // Iterative depth-first walk: each frame is a file and how many of its imports were followed.
    /** @type {{ name: string; next: number }[]} */
    const frames = [{ name: root, next: 0 }];
    seen.set(root, { index: counter, low: counter });
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = /** @type {{ name: string; next: number }} */ (frames.at(-1));
      const node = /** @type {{ index: number; low: number }} */ (seen.get(frame.name));
      const targets = graph.get(frame.name) ?? [];
      if (frame.next < targets.length) {
        const target = /** @type {string} */ (targets[frame.next]);
        frame.next += 1;
        const visited = seen.get(target);
        if (!visited && graph.has(target)) {
          seen.set(target, { index: counter, low: counter });
          counter += 1;
          stack.push(target);
          onStack.add(target);
          frames.push({ name: target, next: 0 });
        } else if (visited && onStack.has(target)) {
          node.low = Math.min(node.low, visited.index);
        }
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) {
        const parentNode = /** @type {{ index: number; low: number }} */ (seen.get(parent.name));
        parentNode.low = Math.min(parentNode.low, node.low);
      }
      if (node.low !== node.index) continue;
      /** @type {string[]} */
      const members = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.name);
      if (members.length > 1) for (const name of members) groups.set(name, node.index);
    }
  }
  groupsByProgram.set(program, groups);
  return groups;
}

/** The shortest way back from `from` to `to` through the imports, as file names (both ends included). */
function wayBack(/** @type {ts.Program} */ program, /** @type {string} */ from, /** @type {string} */ to) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (name === to) break;
    const file = program.getSourceFile(name);
    for (const { target } of file ? importsOf(program, file) : []) {
      if (!cameFrom.has(target)) {
        cameFrom.set(target, name);
        queue.push(target);
      }
    }
  }
  /** @type {string[]} */
  const way = [];
  for (let name = cameFrom.has(to) ? to : null; name !== null; name = cameFrom.get(name) ?? null)
    way.unshift(name);
  return way;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{way}}. Type-only imports count too: move what both sides need into a module both may import (or into the one that is imported), so the imports go one way.',
    },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    const file = program.getSourceFile(context.physicalFilename);
    if (!file) return {};
    return {
      Program() {
        const groups = cycleGroups(program);
        const group = groups.get(file.fileName);
        for (const { specifier, target } of importsOf(program, file)) {
          if (target !== file.fileName && (group === undefined || groups.get(target) !== group)) continue;
          const way = [file.fileName, ...wayBack(program, target, file.fileName)]
            .map((name) => path.relative(context.cwd, name))
            .join(' → ');
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(specifier.getStart(file)),
              end: context.sourceCode.getLocFromIndex(specifier.getEnd()),
            },
            messageId: 'cycle',
            data: { way },
          });
        }
      },
    };
  },
};
