import { LegalPage, legalMetadata } from '@/components/legal/legal-document';

const SLUG = 'terms-of-use';

export async function generateMetadata() {
  return legalMetadata(SLUG);
}

export default function TermsOfUsePage() {
  return <LegalPage slug={SLUG} />;
}
