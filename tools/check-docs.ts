/**
 * The repository explains itself (docs/decisions/0046-the-repository-explains-itself.md). Fails when:
 * - a tracked text file cites a document outside the repository: a section of the old
 *   specification or architecture document, or a numbered issue;
 * - a relative link in README.md or docs/**\/*.md does not resolve to a file inside the repository,
 *   or its #anchor into a markdown file names no heading there;
 * - a `docs/product.md#…` or `docs/ARCHITECTURE.md#…` written anywhere names no heading;
 * - a repository path in the "Where things live" table of docs/ARCHITECTURE.md does not exist.
 * Run: `npm run check:docs` (part of `npm run check`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Problem = { file: string; line: number; message: string };

/** What counts as a citation of a document a clone does not have. */
export const CITATION_PATTERNS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bSPEC\s*§/, what: 'a section of the outside specification' },
  { pattern: /\bARCHITECTURE\s*§/, what: 'a section of the outside architecture document' },
  { pattern: /\bSPEC\.md\b/, what: 'the outside specification' },
  { pattern: /\bshared\/ARCHITECTURE\.md\b/, what: 'the outside architecture document' },
  { pattern: /(?<![\w-])§\s*\d/, what: 'a numbered section of a document outside the repository' },
  { pattern: /\bissues?\s+#?\d+/i, what: 'an issue number' },
];

/** Files never scanned for citations: generated, vendored or binary. */
const SKIPPED_FILE = /(^|\/)(node_modules|dist|package-lock\.json)(\/|$)|\.(png|jpe?g|webp|gif|ico|woff2?)$/i;

/** Citations of outside documents in one file's text, one problem per offending line. */
export function findCitations(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((lineText, i) => {
    for (const { pattern, what } of CITATION_PATTERNS) {
      const m = pattern.exec(lineText);
      if (m) {
        problems.push({
          file,
          line: i + 1,
          message: `cites ${what} ("${m[0]}"): point to docs/product.md#…, docs/ARCHITECTURE.md#…, an ADR, or state the rule`,
        });
        break;
      }
    }
  });
  return problems;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ text, line: i + 1 });
  });
  return out;
}

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (h) {
      const base = slugify(h[1] ?? '');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

/** The targets of markdown links and images in prose (not in code), with their lines. */
export function linksOf(markdown: string): Array<{ target: string; line: number }> {
  const links: Array<{ target: string; line: number }> = [];
  for (const { text, line } of proseLines(markdown)) {
    const withoutCode = text.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length));
    for (const m of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: m[1] ?? '', line });
    }
  }
  return links;
}

/** Reads a repository file's text, or null when it is not there. */
export type ReadFile = (repoPath: string) => string | null;

/**
 * Problems with the relative links of one markdown file (`file` is relative to the repository
 * root): a target outside the repository or missing, or an anchor its markdown target lacks.
 */
export function checkLinks(
  file: string,
  markdown: string,
  read: ReadFile,
  exists: (p: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  for (const { target, line } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:, …
    const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
    const decoded = decodeURIComponent(rawPath);
    const resolved =
      decoded === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded));
    if (resolved.startsWith('../') || resolved === '..' || path.posix.isAbsolute(resolved)) {
      problems.push({ file, line, message: `links outside the repository: ${target}` });
      continue;
    }
    if (!exists(resolved)) {
      problems.push({ file, line, message: `links to a missing file: ${target}` });
      continue;
    }
    if (anchor && resolved.endsWith('.md')) {
      const text = read(resolved);
      if (text !== null && !anchorsOf(text).has(anchor)) {
        problems.push({ file, line, message: `links to a missing heading: ${target}` });
      }
    }
  }
  return problems;
}

/**
 * Anchors that comments and texts write as `docs/product.md#orders` (or `docs/ARCHITECTURE.md#money`),
 * with any `, #more` anchors following on the line, that name no heading of that document.
 * `anchorsByDoc` maps a document's repository path to its anchors.
 */
export function findDeadAnchors(
  file: string,
  text: string,
  anchorsByDoc: ReadonlyMap<string, Set<string>>,
): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((lineText, i) => {
    for (const m of lineText.matchAll(
      /\b(docs\/[\w./-]+\.md)#([\w-]+)((?:(?:[,;/]\s*|\s+and\s+|\s+)#[\w-]+)*)/g,
    )) {
      const anchors = anchorsByDoc.get(m[1] ?? '');
      if (!anchors) continue;
      const named = [m[2] ?? '', ...[...(m[3] ?? '').matchAll(/#([\w-]+)/g)].map((x) => x[1] ?? '')];
      for (const anchor of named) {
        if (!anchors.has(anchor)) {
          problems.push({ file, line: i + 1, message: `points to a missing heading: ${m[1]}#${anchor}` });
        }
      }
    }
  });
  return problems;
}

/** The documents whose anchors findDeadAnchors checks. */
export const ANCHORED_DOCS = ['docs/product.md', 'docs/ARCHITECTURE.md'] as const;

/** The top-level folders and files a path in the code map may start with. */
const REPO_ROOTS =
  /^(contract|server|web|bench|e2e|docs|tools|\.ci)\/|^(README\.md|package\.json|eslint\.config\.js|vitest\.config\.ts|playwright\.config\.ts)$/;

/**
 * The repository paths written in backticks in the "Where things live" table of
 * docs/ARCHITECTURE.md. A placeholder segment (`<domain>`) stands for any folder: the path is
 * checked up to it.
 */
export function codeMapPaths(architecture: string): Array<{ path: string; line: number }> {
  const out: Array<{ path: string; line: number }> = [];
  let inSection = false;
  architecture.split('\n').forEach((text, i) => {
    if (/^##\s/.test(text)) inSection = /^##\s+Where things live\s*$/i.test(text);
    if (!inSection || !text.startsWith('|')) return;
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const p = m[1] ?? '';
      if (REPO_ROOTS.test(p)) out.push({ path: (p.split('/<')[0] ?? p).replace(/\/$/, ''), line: i + 1 });
    }
  });
  return out;
}

export function checkCodeMap(architecture: string, exists: (p: string) => boolean): Problem[] {
  return codeMapPaths(architecture)
    .filter(({ path: p }) => !exists(p))
    .map(({ path: p, line }) => ({
      file: 'docs/ARCHITECTURE.md',
      line,
      message: `names a path that does not exist: ${p}`,
    }));
}

/** Every check over the repository at `root`; the files are the ones git tracks. */
export function checkRepository(root: string): Problem[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && !SKIPPED_FILE.test(f));
  const exists = (p: string) => existsSync(path.join(root, p));
  const read: ReadFile = (p) => {
    const full = path.join(root, p);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
  };
  const anchorsByDoc = new Map<string, Set<string>>();
  for (const doc of ANCHORED_DOCS) {
    const text = read(doc);
    if (text !== null) anchorsByDoc.set(doc, anchorsOf(text));
  }
  const problems: Problem[] = [];
  for (const file of files) {
    const text = read(file);
    if (text === null || text.includes('\0')) continue;
    problems.push(...findCitations(file, text));
    problems.push(...findDeadAnchors(file, text, anchorsByDoc));
    if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) {
      problems.push(...checkLinks(file, text, read, exists));
    }
  }
  const architecture = read('docs/ARCHITECTURE.md');
  if (architecture === null) problems.push({ file: 'docs/ARCHITECTURE.md', line: 0, message: 'is missing' });
  else problems.push(...checkCodeMap(architecture, exists));
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRepository(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-docs: the repository explains itself');
}
