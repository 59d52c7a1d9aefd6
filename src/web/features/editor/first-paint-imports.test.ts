import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the editor's first paint loads: every module reachable from editor-page.tsx through static
 * imports (`import type` and `import()` excluded: types are erased, dynamic imports become chunks
 * of their own, loaded on demand). Read from the sources, so it needs no build.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier!);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'));
      if (resolved && /\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the editor’s first paint', () => {
  const { files, packages } = staticGraph(path.resolve(import.meta.dirname, 'editor-page.tsx'));
  const relative = [...files].map((f) => path.relative(import.meta.dirname, f));

  it('reads the graph (the model picker, the preview and the store are in it)', () => {
    expect(relative).toContain('models/models-view.tsx');
    expect(relative).toContain('preview/preview-panel.tsx');
    expect(relative).toContain('state/editor-store.ts');
    expect(packages).toContain('react');
  });

  it('loads neither the form nor the dialogs: they come on demand (and once the browser is idle)', () => {
    expect(
      relative.filter((f) =>
        [
          'sections/sections-form.tsx',
          'preview/fullscreen-preview.tsx',
          'download/download-modal.tsx',
          'save/conflict-dialog.tsx',
          'history/history-dialog.tsx',
        ].includes(f),
      ),
    ).toEqual([]);
  });

  it('loads neither the rich-text editor (Tiptap) nor the drag-and-drop kit: they come on demand', () => {
    expect([...packages].filter((p) => p.startsWith('@tiptap/') || p.startsWith('@dnd-kit/'))).toEqual([]);
    expect(relative.filter((f) => f === 'fields/rich-text-editor.tsx' || f === 'dnd/sortable-list-kit.tsx')).toEqual([]);
  });
});
