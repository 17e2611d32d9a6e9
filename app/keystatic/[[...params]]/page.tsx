import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { editorSettings } from '@/lib/content/editor-mode';
import { env } from '@/lib/env';
import type { EditorStorage } from '@/keystatic.config';
import { KeystaticEditor } from '../keystatic-editor';
import '../editor.css';

export const metadata: Metadata = { title: 'Content editor', robots: 'noindex, nofollow' };

/** The web editor, every page of it; a 404 like any unknown page when the editor is off. */
export default async function EditorPage() {
  // The mode is read from this server's environment when asked, never baked in at build time.
  await connection();
  const settings = editorSettings();
  if (settings.mode === 'off') notFound();
  const storage: EditorStorage =
    settings.mode === 'github' ? { kind: 'github', repo: settings.repo as `${string}/${string}`, branchPrefix: settings.branchPrefix } : { kind: 'local' };
  return <KeystaticEditor storage={storage} appSlug={env().NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG} />;
}
