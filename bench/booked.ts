// Reads back, through the API, what the booking rows' customers hold: every one of them lists their
// upcoming appointments, so the count per time covers all who took part.

/** The first page of a customer's upcoming appointments (each has one or two, far below a page). */
type Listed = { result: { items: { startsAt: string; artist: { id: string } }[] } };

/** Live appointments of `artistId` per start instant (ISO, as the API writes it), over all `customers`. */
export async function liveAppointmentsByStart(apiUrl: string, customers: string[], artistId: string) {
  const counts = new Map<string, number>();
  for (let i = 0; i < customers.length; i += 20) {
    const lists = await Promise.all(
      customers.slice(i, i + 20).map(async (authorization) => {
        const res = await fetch(`${apiUrl}/v1/appointments`, {
          headers: { authorization },
          signal: AbortSignal.timeout(60_000),
        });
        if (!res.ok) throw new Error(`listing appointments failed: ${res.status}`);
        return ((await res.json()) as Listed).result.items;
      }),
    );
    for (const a of lists.flat()) {
      if (a.artist.id !== artistId) continue;
      const start = new Date(a.startsAt).toISOString();
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
  }
  return counts;
}
