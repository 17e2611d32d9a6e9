import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every other page: the warm white color mode. */
export default function LightLayout({ children }: { children: ReactNode }) {
  return <SiteShell theme="light">{children}</SiteShell>;
}
