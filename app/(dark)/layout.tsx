import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Home and our story: the black color mode. */
export default function DarkLayout({ children }: { children: ReactNode }) {
  return <SiteShell theme="dark">{children}</SiteShell>;
}
