import { LegalPage, legalMetadata } from '@/components/legal/legal-document';

const SLUG = 'web-accessibility';

export async function generateMetadata() {
  return legalMetadata(SLUG);
}

export default function WebAccessibilityPage() {
  return <LegalPage slug={SLUG} />;
}
