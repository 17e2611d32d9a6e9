import { connection } from 'next/server';
import { business } from '@/content';
import { listLocations } from '@/lib/data/locations';

export default async function HomePage() {
  await connection();
  const locations = await listLocations();
  return (
    <>
      <h1>{business.name}</h1>
      <p>{business.description}</p>
      <ul>
        {locations.map((l) => (
          <li key={l._id}>{l.name}</li>
        ))}
      </ul>
    </>
  );
}
