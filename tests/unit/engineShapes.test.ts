import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_ENGINE_TEXTS } from '../../plugins/engine/engineTexts';
import { lightRuntimeAliases } from '../../plugins/engine/lightRuntime';

// What the site's rewrites of the engine's generated modules and its imports of engine files rely on, read from
// the installed engine (plugins/engine/touchPoints.ts lists each). The plugins' own tests use samples of
// these modules; these fail when an upgrade changes what the samples stand for.
const require = createRequire(import.meta.url);
const engine = path.dirname(require.resolve('@rspress/core/package.json'));
const root = path.resolve(import.meta.dirname, '../..');
const read = (...parts: string[]) => readFileSync(path.join(engine, 'dist', ...parts), 'utf8');

function filesUnder(dir: string, test: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, test) : test.test(name) ? [file] : [];
  });
}

/** The names a module exports: `export function/const/class x`, `export { a, b as c }`, `export default`. */
function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm)) names.add(m[1]);
  for (const m of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name === 'default' ? 'default' : name);
    }
  }
  if (/^export default /m.test(code)) names.add('default');
  return names;
}

/** `import x, { a, b as c } from "pkg"` → ['default', 'a', 'b'] for each import of `pkg` in the code. */
function importedNames(code: string, pkg: string): string[] {
  const names: string[] = [];
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const m of code.matchAll(new RegExp(`^import ([^;]*?) from ["']${escaped}["']`, 'gm'))) {
    const clause = m[1].trim();
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!clause.startsWith('{') && !clause.startsWith('* as')) names.push('default');
    if (braces) for (const part of braces[1].split(',')) if (part.trim()) names.push(part.trim().split(/\s+as\s+/)[0].replace(/^type\s+/, ''));
  }
  return names;
}

describe("the engine's generated modules keep the shape the site rewrites", () => {
  it('virtual-routes is written in the shape compactRoutes parses', () => {
    const code = read('node', 'route', 'RouteService.js');
    // The loader, the lazy component and the record that LOADER and RECORD in plugins/engine/compactRoutes.ts match.
    expect(code).toContain('const loadRoute${index} = () => import(/* webpackChunkName: "${chunkName}" */ ${JSON.stringify(route.absolutePath)})');
    expect(code).toContain('await Route${index}.preload();');
    expect(code).toContain('return loadRoute${index}();');
    expect(code).toContain("{ path: '${route.routePath}', element: React.createElement(${component}), filePath: '${route.relativePath}', preload: ${preload}, lang: '${route.lang}', version: '${route.version}' }");
    expect(read('node', 'runtimeModule', 'routeList.js')).toContain('["virtual-routes"]: ()=>routeService.generateRoutesCode()');
  });

  it('virtual-page-data is written in the shape slimPageData reads', () => {
    const code = read('node', 'runtimeModule', 'pageData', 'rsbuildPlugin.js');
    expect(code).toMatch(/return `export const pageData = \$\{JSON\.stringify\([\w.]+, null, 2\)\};\s*export const searchIndexHash = /);
    expect(code).toContain('virtual-page-data');
  });

  it('virtual-i18n-text is one JSON default export holding every text engineTexts drops', () => {
    expect(read('node', 'runtimeModule', 'i18n.js')).toMatch(/return `export default \$\{JSON\.stringify\(i18nData, null, 2\)\}`/);
    const defaults = read('node', 'runtimeModule', 'DEFAULT_I18N_TEXT.js');
    // A text the engine renamed would stay in every page under its new name: the list must follow.
    for (const key of UNUSED_ENGINE_TEXTS) {
      const name = key.replace(/\./g, '\\.');
      expect(defaults, key).toMatch(new RegExp(`^\\s{4}(?:${name}|'${name}'|"${name}"): \\{`, 'm'));
    }
  });

  it('virtual-site-data is one JSON default export', () => {
    const code = read('node', 'runtimeModule', 'siteData', 'rsbuildPlugin.js');
    expect(code).toMatch(/code: `export default \$\{JSON\.stringify\(siteData, null, 2\)\}`/);
    expect(code).toContain('virtual-site-data');
  });

  it('the MDX compiler appends the page meta where withTocFromStrings finds it', () => {
    const code = read('node', 'mdx', 'processor.js');
    expect(code).toContain('MDXContent.__RSPRESS_PAGE_META = {};\nMDXContent.__RSPRESS_PAGE_META["${');
    expect(code).toContain('= ${JSON.stringify(pageMeta)};');
  });
});

describe("the site's uses of engine files", () => {
  it('each stand-in of lightRuntime exports every name the engine imports from its package', () => {
    // The browser build only: the server entries keep the real packages (StaticRouter).
    const browserFiles = [...filesUnder(path.join(engine, 'dist', 'runtime'), /\.js$/), ...filesUnder(path.join(engine, 'dist', 'theme'), /\.js$/)].filter(
      (f) => !/ssr\w*Entry\.js$/.test(f),
    );
    const sources = browserFiles.map((f) => readFileSync(f, 'utf8'));
    let imports = 0;
    for (const [key, shim] of Object.entries(lightRuntimeAliases)) {
      const pkg = key.replace(/\$$/, '');
      const wanted = new Set(sources.flatMap((code) => importedNames(code, pkg)));
      const exported = exportedNames(readFileSync(shim, 'utf8'));
      for (const name of wanted) expect(exported.has(name), `${path.relative(root, shim)} exports ${name} (the engine imports it from ${pkg})`).toBe(true);
      imports += wanted.size;
    }
    expect(imports).toBeGreaterThan(8);
    // The router's alias replaces the engine's own, which only an equal key does (see plugins/engine/lightRuntime.ts).
    expect(read('node', 'utils', 'reactAlias.js')).toContain("'react-router-dom': node_path.dirname(resolved.path)");
  });

  it('every import from @rspress/core/dist/ resolves and has the names the site imports', () => {
    const files = ['theme', 'components', 'site', 'scripts', 'plugins'].flatMap((dir) => filesUnder(path.join(root, dir), /\.(ts|tsx|mjs)$/));
    let checked = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/^(?:import|export) (?:(type )?([^;'"]*?) from )?['"](@rspress\/core\/dist\/[^'"]+)['"]/gm)) {
        const target = require.resolve(m[3]);
        expect(existsSync(target), m[3]).toBe(true);
        checked++;
        if (m[1] || !m[2] || target.endsWith('.css')) continue;
        const exported = exportedNames(readFileSync(target, 'utf8'));
        const braces = /\{([^}]*)\}/.exec(m[2]);
        const names = braces ? braces[1].split(',').map((p) => p.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter((n) => n && !n.startsWith('type ')) : ['default'];
        for (const name of names) expect(exported.has(name), `${path.relative(root, file)}: ${m[3]} exports ${name}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
