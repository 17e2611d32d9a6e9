import { LegalDocument } from '@/components/legal/legal-document';
import { webAccessibility as doc } from '@/content/legal';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata() {
  return pageMetadata({ title: doc.title, description: doc.description, keywords: doc.keywords, canonicalUrl: doc.path });
}

export default function WebAccessibilityPage() {
  return <LegalDocument doc={doc} />;
}
