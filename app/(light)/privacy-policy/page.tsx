import { LegalPage, legalMetadata } from '@/components/legal/legal-document';

const SLUG = 'privacy-policy';

export async function generateMetadata() {
  return legalMetadata(SLUG);
}

export default function PrivacyPolicyPage() {
  return <LegalPage slug={SLUG} />;
}
