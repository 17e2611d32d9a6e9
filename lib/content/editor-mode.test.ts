import type { Env } from '@/lib/env';
import { resolveEditorSettings } from './editor-mode';

const github: Env = {
  KEYSTATIC_GITHUB_REPO: 'kinders/site',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
  KEYSTATIC_SECRET: 'x'.repeat(40),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'kinders-editor',
};

describe('resolveEditorSettings', () => {
  it('is off in production with nothing configured', () => {
    expect(resolveEditorSettings({}, 'production')).toMatchObject({ mode: 'off', problems: [] });
  });
  it('is local under next dev and with KEYSTATIC_LOCAL=1', () => {
    expect(resolveEditorSettings({}, 'development').mode).toBe('local');
    expect(resolveEditorSettings({ KEYSTATIC_LOCAL: '1' }, 'production').mode).toBe('local');
    expect(resolveEditorSettings({ KEYSTATIC_LOCAL: '0' }, 'development').mode).toBe('off');
  });
  it('refuses local mode on a production deployment', () => {
    const s = resolveEditorSettings({ KEYSTATIC_LOCAL: '1', VERCEL_ENV: 'production' }, 'production');
    expect(s.mode).toBe('off');
    expect(s.problems[0]).toMatch(/refused on a production deployment/);
  });
  it('is github when every GitHub variable is set, with the branch prefix', () => {
    expect(resolveEditorSettings(github, 'production')).toMatchObject({ mode: 'github', repo: 'kinders/site', branchPrefix: 'content/' });
    expect(resolveEditorSettings({ ...github, VERCEL_ENV: 'production' }, 'production').mode).toBe('github');
    expect(resolveEditorSettings({ ...github, KEYSTATIC_BRANCH_PREFIX: 'edits/' }, 'production').branchPrefix).toBe('edits/');
    // A developer with GitHub mode configured tries it under next dev; KEYSTATIC_LOCAL=1 still wins.
    expect(resolveEditorSettings(github, 'development').mode).toBe('github');
    expect(resolveEditorSettings({ ...github, KEYSTATIC_LOCAL: '1' }, 'development').mode).toBe('local');
  });
  it('stays off and says what is missing when GitHub mode is half configured', () => {
    const s = resolveEditorSettings({ KEYSTATIC_GITHUB_REPO: 'kinders/site', KEYSTATIC_SECRET: 'x'.repeat(40) }, 'production');
    expect(s.mode).toBe('off');
    expect(s.problems[0]).toBe(
      'GitHub mode is off: KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG are not set.',
    );
  });
});
