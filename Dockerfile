# Galim: one image for every API process (it also serves the built web app).
#   docker build -t galim .
#   docker run -p 8080:8080 -e NODE_ENV=production -e DATABASE_URL=… -e PUBLIC_URL=https://… galim
# See docs/operations.md for every variable and deploy/compose.yml for a whole deployment.

# 1. Build the web app and bundle the API, with every dependency.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The API's production dependencies only (the bundle inlines packages/shared).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @galim/api --no-audit --no-fund \
 && mkdir -p apps/api/node_modules

# 3. What runs: node, the bundle, the migrations, the built web app. No compilers, no sources.
#    postgresql-client (15, as the compose file's server) for `node apps/api/dist/ops.js backup`.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client tar \
 && rm -rf /var/lib/apt/lists/*
# GLIBC_TUNABLES: the API's memory allocator settings (apps/api/src/ops/memory-env.ts).
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=32768
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/api/node_modules ./apps/api/node_modules
COPY apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
