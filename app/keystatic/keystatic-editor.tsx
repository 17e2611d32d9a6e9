'use client';

import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { keystaticConfig, type EditorStorage } from '@/keystatic.config';

/**
 * Keystatic's own app, built for the storage the server chose (its code loads on /keystatic
 * only). The GitHub app's name comes from the server at request time, not from the build.
 */
export function KeystaticEditor({ storage, appSlug }: { storage: EditorStorage; appSlug?: string }) {
  const key = JSON.stringify(storage);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the storage really changes
  const config = useMemo(() => keystaticConfig(storage), [key]);
  return <Keystatic config={config} appSlug={{ envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }} />;
}
