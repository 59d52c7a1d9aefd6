import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The feature boundaries of eslint.config.js, run by ESLint itself on probe files that are never
// written to disk (lintText with a path inside a feature). Type information is switched off and only
// the boundary rule runs, so that a probe takes milliseconds, not a whole typed program.
const root = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

/** The boundary messages ESLint gives for `code` written at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('web feature boundaries', () => {
  it('covers every folder of src/web/features, each with its public index.ts', () => {
    const features = folders('src/web/features');
    expect(features.length).toBeGreaterThanOrEqual(10);
    expect(features.filter((feature) => !existsSync(path.join(root, 'src/web/features', feature, 'index.ts')))).toEqual([]);
  });

  it('refuses the letters reaching into the editor, and lets them through its index', async () => {
    const file = 'src/web/features/letters/boundary-probe.tsx';
    expect(await boundaryErrors(file, "import { PreviewFrame } from '../editor/preview/preview-frame';\nexport { PreviewFrame };\n")).toEqual([
      `${RULE}: Unexpected path "../editor/preview/preview-frame" imported in restricted zone. Feature letters may use feature editor only through src/web/features/editor/index.ts.`,
    ]);
    // A type-only import and a stylesheet count too.
    expect(
      await boundaryErrors(
        file,
        "import type { StoredDraft } from '../editor/draft/draft-storage';\nimport '../editor/editor.css';\nexport type { StoredDraft };\n",
      ),
    ).toHaveLength(2);
    expect(await boundaryErrors(file, "import { PreviewFrame } from '../editor';\nexport { PreviewFrame };\n")).toEqual([]);
  });

  it('refuses the applications reaching into the documents, and lets them through its index', async () => {
    const file = 'src/web/features/applications/api/boundary-probe.ts';
    expect(await boundaryErrors(file, "import { useDocumentList } from '../../documents/api/documents';\nexport { useDocumentList };\n")).toEqual([
      `${RULE}: Unexpected path "../../documents/api/documents" imported in restricted zone. Feature applications may use feature documents only through src/web/features/documents/index.ts.`,
    ]);
    expect(await boundaryErrors(file, "import { useDocumentList } from '../../documents';\nexport { useDocumentList };\n")).toEqual([]);
  });

  it('covers a feature folder added later without any change to the rule', async () => {
    // `content` had no rule of its own before the rule was derived from the folders.
    expect(
      await boundaryErrors('src/web/features/content/boundary-probe.ts', "import { letterMessages } from '../letters/messages';\nexport { letterMessages };\n"),
    ).toEqual([
      `${RULE}: Unexpected path "../letters/messages" imported in restricted zone. Feature content may use feature letters only through src/web/features/letters/index.ts.`,
    ]);
  });
});

describe('server feature boundaries', () => {
  it('refuses the letters reaching into a private file of the CVs, and allows their public ones', async () => {
    const file = 'src/server/letters/boundary-probe.ts';
    const [error] = await boundaryErrors(file, "import { uploadPhoto } from '../cvs/photos.js';\nexport { uploadPhoto };\n");
    expect(error).toMatch(
      /^import-x\/no-restricted-paths: Unexpected path "\.\.\/cvs\/photos\.js" imported in restricted zone\. Server feature letters may use cvs only through its public files \(context\.ts, cv-store\.ts, /,
    );
    expect(await boundaryErrors(file, "import { owned } from '../cvs/cv-store.js';\nexport { owned };\n")).toEqual([]);
  });

  it('refuses the applications (dossiers) reaching into a private file of the letters', async () => {
    expect(
      await boundaryErrors('src/server/dossiers/boundary-probe.ts', "import { lettersRoutes } from '../letters/routes.js';\nexport { lettersRoutes };\n"),
    ).toEqual([
      `${RULE}: Unexpected path "../letters/routes.js" imported in restricted zone. Server feature dossiers may use letters only through its public files (letter-rendering.ts, letter-store.ts): serverSurfaces in eslint.config.js.`,
    ]);
  });

  it('lets every feature use the shared infrastructure', async () => {
    expect(
      await boundaryErrors(
        'src/server/dossiers/boundary-probe.ts',
        "import { ApiError } from '../http/errors.js';\nimport type { Database } from '../db/client.js';\nexport { ApiError, type Database };\n",
      ),
    ).toEqual([]);
  });
});
