import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import type { Theme } from './nav-config';

/** Header, main and footer in one color mode: black on home and our story, warm white elsewhere. */
export function SiteShell({ theme, children, className }: { theme: Theme; children: ReactNode; className?: string }) {
  return (
    <div className={`shell ${className ?? ''}`} data-theme={theme}>
      <Header theme={theme} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer theme={theme} />
    </div>
  );
}
