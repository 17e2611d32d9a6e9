import 'server-only';
import type { Metadata } from 'next';
import { siteUrl } from '@/lib/env';
import { buildMetadata, type PageMeta } from './metadata';

/** Page metadata on this deployment's host (SITE_URL). */
export function pageMetadata(meta: PageMeta): Metadata {
  return buildMetadata(meta, siteUrl());
}
