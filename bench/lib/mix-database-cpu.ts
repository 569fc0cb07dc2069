/**
 * CPU time of the PostgreSQL backends serving the bench's database. PostgreSQL is the machine's
 * shared service, not pinned by the bench, so its share is measured rather than confined.
 */
import pg from 'pg';
import { cpuMs } from './proc-cpu.ts';

export async function databaseCpuProbe(databaseUrl: string, database: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const readAll = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        times.set(pid, cpuMs(pid));
      } catch {
        // The backend ended between the query and the read: its time is lost to both readings.
      }
    }
    return times;
  };
  let before = await readAll();
  return {
    /** Milliseconds of backend CPU since the previous call (a new backend counts from its start). */
    async sinceLast(): Promise<number> {
      const now = await readAll();
      let used = 0;
      for (const [pid, ms] of now) used += ms - (before.get(pid) ?? 0);
      before = now;
      return used;
    },
    close: () => client.end(),
  };
}
