import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No module in libs/ imports one that imports it back, counting type-only imports too (ESLint's
 * import-x/no-cycle, which runs in `npm run lint`, skips those: they are erased, but a loop of types
 * is still two files that can only be understood together). Cycles are found as strongly connected
 * components of the import graph of each library's src/.
 */
const LIBS = resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => t !== null);
      return [file, targets];
    }),
  );
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports in libs/', () => {
  const libs = readdirSync(LIBS).filter((name) => existsSync(join(LIBS, name, 'src')));

  it('finds the libraries and follows type-only imports (a cycle made of them is found)', () => {
    expect(libs).toEqual(expect.arrayContaining(['contracts', 'nest-kit', 'web-kit']));
    const a = join(LIBS, 'contracts', 'src', 'a.ts');
    const b = join(LIBS, 'contracts', 'src', 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([[a, b]]);
    const { importedFiles } = ts.preProcessFile(
      "import type { X } from './b';\nexport type * from './c';",
      true,
      false,
    );
    expect(importedFiles.map((i) => i.fileName)).toEqual(['./b', './c']);
  });

  it.each(libs)('%s has no import cycle, type-only imports included', (lib) => {
    const src = join(LIBS, lib, 'src');
    const found = cycles(importGraph(sourceFiles(src))).map((c) => c.map((f) => relative(src, f)));
    expect(found).toEqual([]);
  });
});
