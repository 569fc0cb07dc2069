import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class InstanceLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    shopName: string,
  ) {
    super(
      `Another ${shopName} server is already using ${dataDir} (pid ${pid}). Stop it first or set DATA_DIR.`,
    );
    this.name = 'InstanceLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it.
 * The lock file holds our pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireInstanceLock(dataDir: string, shopName: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  if (!tryCreate(file)) {
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new InstanceLockedError(dataDir, holder, shopName);
    }
    unlinkSync(file);
    if (!tryCreate(file)) {
      throw new InstanceLockedError(dataDir, readPid(file) ?? 0, shopName);
    }
  }
  return {
    release() {
      if (readPid(file) === process.pid) unlinkSync(file);
    },
  };
}
