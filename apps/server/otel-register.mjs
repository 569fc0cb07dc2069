// Loaded with `node --import` by scripts/start.sh when OTEL_EXPORTER_OTLP_ENDPOINT is set: starts
// the OpenTelemetry SDK (OTLP exporter configured by the standard OTEL_* variables) and patches
// http, pg and the rest before the server loads them. Resolved from here so the package is found
// in this workspace's node_modules wherever npm put it.
import '@opentelemetry/auto-instrumentations-node/register';
