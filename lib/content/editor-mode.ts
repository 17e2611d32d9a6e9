/**
 * Which way the web editor at /keystatic works, decided once from the environment:
 *  - local:  saves write the content files on this machine (`npm run dev`, or KEYSTATIC_LOCAL=1
 *            for the tests). Anyone who can reach the server could write, so it is refused on a
 *            Vercel production deployment whatever the variables say.
 *  - github: editors sign in with GitHub; each save is a commit on a branch of
 *            KEYSTATIC_GITHUB_REPO, that branch's preview deployment shows it, a merge publishes.
 *            The server never writes a file itself.
 *  - off:    neither; the editor's pages and its API answer 404.
 */
import { env, type Env } from '@/lib/env';

export type EditorMode = 'local' | 'github' | 'off';

export type EditorSettings = {
  mode: EditorMode;
  /** owner/name of the repository the GitHub mode commits to. */
  repo?: string;
  /** The editor lists and creates only branches starting with this (GitHub mode). */
  branchPrefix: string;
  /** Why a mode that was asked for is not in use, for the server log. */
  problems: string[];
};

export const DEFAULT_BRANCH_PREFIX = 'content/';

const GITHUB_VARIABLES = [
  'KEYSTATIC_GITHUB_REPO',
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
] as const;

/** The pure decision, for tests: the parsed environment and NODE_ENV in, the settings out. */
export function resolveEditorSettings(e: Env, nodeEnv: string | undefined): EditorSettings {
  const problems: string[] = [];
  const branchPrefix = e.KEYSTATIC_BRANCH_PREFIX ?? DEFAULT_BRANCH_PREFIX;
  const localSwitch = e.KEYSTATIC_LOCAL === '1' || e.KEYSTATIC_LOCAL === 'true';
  const localOff = e.KEYSTATIC_LOCAL === '0' || e.KEYSTATIC_LOCAL === 'false';
  const productionDeployment = e.VERCEL_ENV === 'production';

  const githubSet = GITHUB_VARIABLES.filter((k) => e[k]);
  const github = githubSet.length === GITHUB_VARIABLES.length;
  if (githubSet.length > 0 && !github) {
    const missing = GITHUB_VARIABLES.filter((k) => !e[k]);
    problems.push(`GitHub mode is off: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`);
  }

  const local = localSwitch || (nodeEnv === 'development' && !localOff && !github);
  if (local && productionDeployment) {
    problems.push('Local mode is refused on a production deployment (VERCEL_ENV=production): it would let anyone write files.');
  } else if (local) {
    return { mode: 'local', branchPrefix, problems };
  }
  if (github) return { mode: 'github', repo: e.KEYSTATIC_GITHUB_REPO, branchPrefix, problems };
  return { mode: 'off', branchPrefix, problems };
}

let cached: EditorSettings | undefined;

/** The editor's settings for this server, worked out once; problems are logged once. */
export function editorSettings(): EditorSettings {
  if (!cached) {
    cached = resolveEditorSettings(env(), process.env.NODE_ENV);
    for (const p of cached.problems) console.warn(`[editor] ${p}`);
  }
  return cached;
}

export function editorMode(): EditorMode {
  return editorSettings().mode;
}
