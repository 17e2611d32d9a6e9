import type { Metadata } from 'next';
import { NotFoundInShell, notFoundMetadata } from '@/components/layout/not-found-view';

export const metadata: Metadata = notFoundMetadata;

/** The editor's addresses while the editor is off: a 404 like any unknown page, in the site's shell. */
export default NotFoundInShell;
