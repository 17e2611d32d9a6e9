// After `next build`: marks the client scripts that pages run as they start with V8's explicit
// compile hint, so Chrome compiles their functions while it downloads them, on a background
// thread, instead of one by one on the main thread the first time each is called.
//
// Why: the longest task of every page load was the framework starting up (React, the router and
// the site's shell running their modules), and most of it was compiling functions lazily on the
// main thread: 75-120 ms of one task on this machine unthrottled, two to four times that on a
// phone, which blocks the first tap and is what Lighthouse's Total Blocking Time counts. With the
// hint the same task takes 25-50 ms. Browsers without the hint read the line as a comment.
//
// Only the scripts every page loads at start (Next's root main files) and those a page's layouts,
// page, loading and error files load at start (their client reference manifests) are marked: a
// chunk loaded later, on demand, would compile functions that may never run. The web editor's
// page (/keystatic) is left out for the same reason: it loads megabytes of which little runs at
// start, and only editors open it.
//
// Idempotent: a file that already starts with the hint is left as it is. The line goes in after
// Next has named the files by their content, so a chunk whose code did not change keeps its name
// and a browser that cached it before the hint existed keeps that copy until it expires. No source
// maps are shipped; if browser source maps are turned on, their mappings must move down a line.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Routes whose start-up scripts are not marked (see above). */
export const UNHINTED_ROUTES = [/^\/keystatic(\/|$)/];

function filesUnder(dir, name) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name === name)
    // parentPath from Node 20.12, path before it (package.json allows 20.9).
    .map((d) => path.join(d.parentPath ?? d.path, d.name));
}

/**
 * The scripts, as paths relative to the build folder ("static/chunks/…js"), that some page of
 * the site runs as it starts.
 */
export function startupScripts(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const scripts = new Set(buildManifest.rootMainFiles ?? []);
  // No root main files means Next's build output changed shape: fail the build rather than ship
  // pages that silently lost the hint.
  if (scripts.size === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles`);
  const manifests = filesUnder(path.join(distDir, 'server', 'app'), 'page_client-reference-manifest.js');
  // The same for the pages' manifests: without them only the root files would be marked.
  if (manifests.length === 0) throw new Error(`${distDir}/server/app holds no page_client-reference-manifest.js`);
  for (const file of manifests) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const context = {};
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
    for (const [route, manifest] of Object.entries(context.__RSC_MANIFEST ?? {})) {
      if (!manifest.entryJSFiles) throw new Error(`${file}: no entryJSFiles for ${route}`);
      const pathname = route.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
      if (UNHINTED_ROUTES.some((r) => r.test(pathname))) continue;
      for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) scripts.add(chunk);
    }
  }
  return [...scripts].filter((s) => s.endsWith('.js')).sort();
}

/** Marks each start-up script; returns those it marked now and those already marked. */
export function addCompileHints(distDir) {
  const marked = [];
  const already = [];
  for (const script of startupScripts(distDir)) {
    const file = path.join(distDir, script);
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) already.push(script);
    else {
      fs.writeFileSync(file, COMPILE_HINT + code);
      marked.push(script);
    }
  }
  return { marked, already };
}

// Run as a command (not imported by the tests); argv[1] through its symlinks, as import.meta.url is.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? '.next';
  const { marked, already } = addCompileHints(distDir);
  console.log(`Compile hints: ${marked.length} start-up scripts marked${already.length ? `, ${already.length} already marked` : ''}`);
}
