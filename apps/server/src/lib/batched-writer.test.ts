import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchedWriter } from './batched-writer.ts';

function writerToFile(batchBytes: number) {
  const file = join(mkdtempSync(join(tmpdir(), 'batched-writer-')), 'log');
  const fd = openSync(file, 'w');
  const writer = new BatchedWriter(fd, batchBytes, 60_000);
  return { writer, read: () => readFileSync(file, 'utf8'), close: () => closeSync(fd) };
}

describe('BatchedWriter', () => {
  it('holds lines until a batch is full, then writes them in order', () => {
    const { writer, read, close } = writerToFile(64);
    writer.write('first line\n');
    expect(read()).toBe('');
    const long = `${'x'.repeat(60)}\n`;
    writer.write(long);
    expect(read()).toBe(`first line\n${long}`);
    close();
  });

  it('writes non-ASCII text as UTF-8, byte for byte', () => {
    const { writer, read, close } = writerToFile(1024);
    const line = '{"msg":"Wasserenthärter – 水 – 🚰"}\n';
    writer.write(line);
    writer.flush();
    expect(read()).toBe(line);
    close();
  });

  it('writes a line longer than its buffer after the lines before it', () => {
    const { writer, read, close } = writerToFile(16);
    writer.write('short\n');
    const huge = `${'é'.repeat(500)}\n`;
    writer.write(huge);
    writer.write('after\n');
    writer.flush();
    expect(read()).toBe(`short\n${huge}after\n`);
    close();
  });

  it('calls back once flushed, as pino.flush(callback) expects', () => {
    const { writer, read, close } = writerToFile(1024);
    writer.write('pending\n');
    let flushed = '';
    writer.flush(() => {
      flushed = read();
    });
    expect(flushed).toBe('pending\n');
    close();
  });
});
