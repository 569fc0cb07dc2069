/**
 * Open-model load: new visits arrive at random (Poisson) at a fixed rate per step, whatever the
 * server's speed, as shoppers do; each visit runs its whole session with think time.
 */

import { ShopperClient, ShopperError } from './mix-http.ts';
import type { MixRecorder, StepRecord } from './mix-recorder.ts';
import { chooseSession, runSession } from './mix-sessions.ts';
import { cpuMs, runQueueWaitMs } from './proc-cpu.ts';

export interface LoadOptions {
  ports: number[];
  serverPids: number[];
  productIds: string[];
  thinkMs: number;
  /** CPU milliseconds the database used since the last call, when it is a separate server. */
  databaseCpuSinceLast?: () => Promise<number>;
}

export interface StepResult {
  step: StepRecord;
  seconds: number;
  generatorCpuShare: number;
  serverCpuMs: number;
  databaseCpuMs: number | null;
  /** Share of the step the servers' main threads (summed) and the generator waited for a core. */
  serverWaitShare: number;
  generatorWaitShare: number;
}

let visits = 0;

/** A distinct client address per visit (10.0.0.0/8), as the proxy in front would report it. */
function nextAddress() {
  const n = ++visits;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export class ShopperLoad {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly recorder: MixRecorder,
    private readonly options: LoadOptions,
  ) {}

  private startVisit() {
    const client = new ShopperClient(this.options.ports, nextAddress(), this.recorder);
    const kind = chooseSession();
    this.recorder.currentStep().sessionsStarted++;
    const visit = runSession(kind, {
      client,
      productIds: this.options.productIds,
      thinkMs: this.options.thinkMs,
      onOrder: (units) => {
        const step = this.recorder.currentStep();
        step.ordersPlaced++;
        step.unitsOrdered += units;
      },
      onCheckoutFailed: (reason) => {
        const step = this.recorder.currentStep();
        step.failedCheckouts++;
        step.fail('checkout-failed', reason);
      },
    })
      .catch((error: unknown) => {
        // HTTP surprises are already counted by the client; anything else is a bench bug to see.
        if (!(error instanceof ShopperError)) {
          this.recorder.currentStep().fail('session-crashed', String(error));
        }
      })
      .finally(() => {
        client.close();
        this.running.delete(visit);
      });
    this.running.add(visit);
  }

  /** One step: `rate` new visits a second for `seconds`, measured from /proc and the recorder. */
  async step(label: string, rate: number, seconds: number): Promise<StepResult> {
    const step = this.recorder.begin(label, rate);
    const cpuBefore = process.cpuUsage();
    const serverBefore = this.serverCpu();
    const waitsBefore = this.waits();
    await this.options.databaseCpuSinceLast?.();
    const started = performance.now();
    const end = started + seconds * 1000;
    let next = started;
    while (next < end) {
      next += -Math.log(1 - Math.random()) * (1000 / rate);
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (next < end) this.startVisit();
    }
    return this.close(step, started, cpuBefore, serverBefore, waitsBefore);
  }

  /** After the last step: no new visits; the ones under way finish (counted apart). */
  async drain(timeoutMs: number): Promise<StepResult> {
    const step = this.recorder.begin('drain', 0);
    const cpuBefore = process.cpuUsage();
    const serverBefore = this.serverCpu();
    const waitsBefore = this.waits();
    await this.options.databaseCpuSinceLast?.();
    const started = performance.now();
    const timeout = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([Promise.all([...this.running]), timeout]);
    if (this.running.size > 0) step.fail('unfinished-visits', `${this.running.size} still running`);
    return this.close(step, started, cpuBefore, serverBefore, waitsBefore);
  }

  private waits() {
    const servers = this.options.serverPids.reduce((sum, pid) => sum + runQueueWaitMs(pid), 0);
    return { servers, generator: runQueueWaitMs(process.pid) };
  }

  private serverCpu() {
    return this.options.serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  }

  private async close(
    step: StepRecord,
    started: number,
    cpuBefore: NodeJS.CpuUsage,
    serverBefore: number,
    waitsBefore: { servers: number; generator: number },
  ): Promise<StepResult> {
    const wallMs = performance.now() - started;
    const waits = this.waits();
    const used = process.cpuUsage(cpuBefore);
    const serverCpuMs = this.serverCpu() - serverBefore;
    const databaseCpuMs = (await this.options.databaseCpuSinceLast?.()) ?? null;
    return {
      step,
      seconds: wallMs / 1000,
      generatorCpuShare: (used.user + used.system) / 1000 / wallMs,
      serverCpuMs,
      databaseCpuMs,
      serverWaitShare: (waits.servers - waitsBefore.servers) / wallMs,
      generatorWaitShare: (waits.generator - waitsBefore.generator) / wallMs,
    };
  }
}
