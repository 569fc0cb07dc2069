// A stand-in OTLP/HTTP collector for scripts/release-check.sh: counts the trace exports it
// receives (POST /v1/traces) into a file, so the check can see the release really sends spans.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, countFile] = process.argv.slice(2);
let exports = 0;
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (request.method === 'POST' && request.url?.endsWith('/v1/traces')) {
      exports += 1;
      writeFileSync(countFile, String(exports));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}).listen(Number(port), '127.0.0.1', () => writeFileSync(countFile, '0'));
