import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU time (user + system, all threads) a process has used so far, in milliseconds, from
 * /proc/<pid>/stat; 0 once the process is gone (a database backend that closed). Unlike req/s
 * it does not change when another process takes the core.
 */
export function cpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Milliseconds the process's main thread spent runnable but waiting for a core (schedstat's second
 * field): high while other work on the machine takes the core this process is pinned to.
 */
export function runQueueWaitMs(pid: number): number {
  const [, waitingNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ');
  return Number(waitingNs) / 1e6;
}
