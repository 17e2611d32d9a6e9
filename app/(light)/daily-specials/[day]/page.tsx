import type { Metadata } from 'next';
import { permanentRedirect, redirect, RedirectType } from 'next/navigation';
import { SpecialsPage, specialsMetadata } from '@/components/specials/specials-page';
import { requestNow } from '@/lib/clock';
import { decodeSegment } from '@/lib/domain/slug';
import { parseWeekday } from '@/lib/domain/weekdays';

type Props = { params: Promise<{ day: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const day = parseWeekday(decodeSegment((await params).day));
  return specialsMetadata(day);
}

export default async function DaySpecialsPage({ params }: Props) {
  const raw = decodeSegment((await params).day);
  const day = parseWeekday(raw);
  // Anything but monday..sunday (any case) goes to today's specials, replacing history.
  if (!day) redirect('/daily-specials', RedirectType.replace);
  // "MONDAY" works too: it lands on the one canonical address, for good (308, as a shop's does).
  if (raw !== day) permanentRedirect(`/daily-specials/${day}`, RedirectType.replace);
  return <SpecialsPage day={day} now={await requestNow()} />;
}
