import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock.ts';

const SHOP = 'ClearSpring Water';

let root: string;
let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

/** Another process, standing in for a second server; it lives until it is killed. */
async function startOtherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

/** A lock file as a server (or something else) left it. */
function writeLock(content: string | number | undefined) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile, `${content}\n`);
}

const lockHolder = () => readFileSync(lockFile, 'utf8').trim();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'instance-lock-'));
  dataDir = join(root, 'data');
  lockFile = join(dataDir, 'server.pid');
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('acquireInstanceLock', () => {
  it('creates the data directory and writes our pid into server.pid', () => {
    const lock = acquireInstanceLock(dataDir, SHOP);
    expect(lockHolder()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second server while the first one runs, naming the directory and its pid', async () => {
    const other = await startOtherProcess();
    writeLock(other.pid);

    const second = () => acquireInstanceLock(dataDir, SHOP);

    expect(second).toThrow(InstanceLockedError);
    expect(second).toThrow(
      `Another ${SHOP} server is already using ${dataDir} (pid ${other.pid}). Stop it first or set DATA_DIR.`,
    );
    expect(lockHolder()).toBe(String(other.pid));
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = await startOtherProcess();
    gone.kill();
    await once(gone, 'exit');
    writeLock(gone.pid);

    const lock = acquireInstanceLock(dataDir, SHOP);

    expect(lockHolder()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file that holds no pid', () => {
    writeLock('not a pid');

    const lock = acquireInstanceLock(dataDir, SHOP);

    expect(lockHolder()).toBe(String(process.pid));
    lock.release();
  });

  it('release() on close removes the lock, so the next server starts', () => {
    acquireInstanceLock(dataDir, SHOP).release();
    expect(existsSync(lockFile)).toBe(false);

    const next = acquireInstanceLock(dataDir, SHOP);
    expect(existsSync(lockFile)).toBe(true);
    next.release();
  });

  it('does not remove a lock another server took over since', async () => {
    const lock = acquireInstanceLock(dataDir, SHOP);
    const other = await startOtherProcess();
    writeLock(other.pid);

    lock.release();

    expect(lockHolder()).toBe(String(other.pid));
  });
});
