import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { business } from '@/content';

export const metadata: Metadata = {
  title: business.name,
  description: business.description,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
