// Probe used by the Dockerfile's HEALTHCHECK and scripts/release-check.sh (no curl in the image):
//   node scripts/healthcheck.mjs [live|ready]   exits 0 when the probe answers 200.
const probe = process.argv[2] ?? 'live';
const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/${probe}`, {
    signal: AbortSignal.timeout(3000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
