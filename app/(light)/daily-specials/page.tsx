import type { Metadata } from 'next';
import { SpecialsPage, specialsMetadata } from '@/components/specials/specials-page';
import { requestNow } from '@/lib/clock';

export async function generateMetadata(): Promise<Metadata> {
  return specialsMetadata(null);
}

export default async function DailySpecialsPage() {
  return <SpecialsPage day={null} now={await requestNow()} />;
}
