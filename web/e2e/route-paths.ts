import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROUTES_FILE = fileURLToPath(new URL('../src/app/routes.tsx', import.meta.url));

/**
 * Every page path the router knows, read from web/src/app/routes.tsx itself (its syntax tree, since the file
 * imports components and styles a Node test cannot load): `/consumer-dashboard/orders/:orderId/invoice`, `/*` …
 * A route added there shows up here, so a suite built on this list cannot forget it.
 */
export function routePaths(): string[] {
  const source = ts.createSourceFile(ROUTES_FILE, readFileSync(ROUTES_FILE, 'utf8'), ts.ScriptTarget.Latest);
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        const value = unwrap(declaration.initializer);
        if (ts.isArrayLiteralExpression(value)) arrays.set(declaration.name.text, value);
      }
    }
  }
  const root = arrays.get('routes');
  if (!root) throw new Error(`${ROUTES_FILE} has no \`routes\` array`);
  const paths = new Set<string>();
  walk(root, '', arrays, paths);
  return [...paths].sort();
}

function walk(
  list: ts.Expression,
  parent: string,
  arrays: Map<string, ts.ArrayLiteralExpression>,
  paths: Set<string>,
): void {
  const array = resolve(list, arrays);
  for (const element of array.elements) {
    if (ts.isSpreadElement(element)) {
      walk(element.expression, parent, arrays, paths);
      continue;
    }
    const route = unwrap(element);
    if (!ts.isObjectLiteralExpression(route)) throw new Error(`unexpected route: ${element.getText()}`);
    const path = property(route, 'path');
    const here = path && ts.isStringLiteral(path) ? join(parent, path.text) : parent;
    const children = property(route, 'children');
    if (children) walk(children, here, arrays, paths);
    else paths.add(here || '/');
  }
}

function resolve(
  list: ts.Expression,
  arrays: Map<string, ts.ArrayLiteralExpression>,
): ts.ArrayLiteralExpression {
  const value = unwrap(list);
  if (ts.isArrayLiteralExpression(value)) return value;
  if (ts.isIdentifier(value) && arrays.has(value.text)) return arrays.get(value.text)!;
  throw new Error(`cannot read the routes in ${list.getText()}`);
}

function property(route: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of route.properties) {
    if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name) {
      return member.initializer;
    }
  }
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  let value = node;
  while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) {
    value = value.expression;
  }
  return value;
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
