import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryRefusedError } from '../delivery-refused.ts';
import { createSmtpMailer } from './mail-transport.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** What the fake server was sent between DATA and its closing dot. */
let received = '';

/** An SMTP server that accepts the sender and answers `rcptReply` to the recipient. */
async function smtpAnswering(rcptReply: string): Promise<string> {
  received = '';
  server = createServer((socket) => {
    let inData = false;
    socket.write('220 mx.example.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 Queued\r\n');
          } else received += `${line}\n`;
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'EHLO' || verb === 'HELO') socket.write('250 mx.example.test\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') socket.write(`${rcptReply}\r\n`);
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
}

const message = { to: 'nobody@example.test', subject: 'S', text: 'T', html: '<p>T</p>' };

describe('SMTP mailer', () => {
  it('takes a mailbox the receiving server refuses (550) as refused for good', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: await smtpAnswering('550 5.1.1 No such user here'),
      from: 'shop@example.test',
    });
    const failure = await mailer.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryRefusedError);
    expect((failure as Error).message).toBe(
      'The receiving mail server refused the address: 550 5.1.1 No such user here',
    );
  });

  it('leaves a "try later" (451) to the retries', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: await smtpAnswering('451 4.7.1 Greylisted, try again later'),
      from: 'shop@example.test',
    });
    const failure = await mailer.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(DeliveryRefusedError);
  });

  it("sends a reminder's List-Unsubscribe address with RFC 8058's one-click header", async () => {
    const mailer = createSmtpMailer({
      smtpUrl: await smtpAnswering('250 OK'),
      from: 'shop@example.test',
    });
    const url = 'https://shop.example.test/api/v1/reminders/unsubscribe?token=abc.def';
    await mailer.send({ ...message, listUnsubscribe: url });
    const headers = received.replace(/\n\s+/g, ' '); // long headers arrive folded
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
