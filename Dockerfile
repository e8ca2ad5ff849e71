# Aislewise: the web app and the server, built ahead of time, run as plain JavaScript by a non-root user.
#   docker build -t aislewise .
#   docker run -d --stop-timeout 15 -p 3000:3000 -v aislewise-data:/data aislewise   (embedded database in /data)
# compose.yaml runs it beside PostgreSQL 16. docs/self-hosting.md has the rest.

# ---- build: every dependency, then `npm run build` (web app into dist/web, server bundle into dist/server)
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lock file alone decides the install, so this layer is reused until it changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY scripts/build.mjs ./scripts/
COPY drizzle ./drizzle
COPY src ./src
RUN npm run build

# ---- run: production dependencies and what the build made; no sources, no TypeScript compiler
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional too: better-auth names react, vitest and drizzle-kit as optional peers, so the lock file marks
# them (and vite, esbuild, tsx) "devOptional" and --omit=dev alone would ship them: 220 MB of node_modules
# instead of 122. No production dependency needs an optional package today; revisit if one comes with
# platform binaries.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /data \
    && chown node:node /data
# The server finds package.json, drizzle/ (its migrations, applied at start) and dist/ side by side.
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
# The app's files stay root's and read-only to it; only /data (database, auth secret, mail outbox) is written.
USER node
VOLUME /data
EXPOSE 3000
# No curl in the slim image: node's own fetch asks. 503 (database not answering) counts as unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains requests, asks live sockets to reconnect and closes the database within 10 s:
# give `docker stop` more than that (compose.yaml sets stop_grace_period; `docker run --stop-timeout 15`).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
