# The shop's release image. Its build steps are scripts/release-build.sh, the same script CI
# runs without Docker in scripts/release-check.sh; docs/operations.md says how to run it.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN sh scripts/release-build.sh

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=4s --start-period=30s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs", "live"]
# sh scripts/start.sh execs node, so `docker stop`'s SIGTERM reaches the server and drains it.
STOPSIGNAL SIGTERM
CMD ["sh", "scripts/start.sh"]
