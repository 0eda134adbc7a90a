# One image for every service, the gateway (which also serves the web app) and the migration Job; the
# command picks the process: node services/<name>/dist/main.js, node gateway/dist/main.js, or
# node tools/dist/k8s/run-migrations.js (see docker-compose.yml and k8s/).
#   docker build -t ihe-market .

# Build everything with the dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# npm ci: exactly the committed lock, as CI installs it.
RUN npm ci --no-audit --no-fund && npx nx run-many -t build

# The runtime tree: each workspace's package.json and build output, the web app's files, and the
# production dependencies of the server workspaces only (the web app's packages are in its bundle).
FROM node:20-bookworm-slim AS runtime-tree
WORKDIR /app
COPY --from=build /app /build
RUN set -eu; cp /build/package.json /build/package-lock.json ./; \
    for dir in libs/* services/* gateway tools web; do \
      mkdir -p "$dir" && cp "/build/$dir/package.json" "$dir/"; \
      if [ -d "/build/$dir/dist" ]; then cp -r "/build/$dir/dist" "$dir/"; fi; \
    done; \
    servers=$(for dir in libs/* services/* gateway tools; do printf -- '--workspace=%s ' "$dir"; done); \
    npm install --omit=dev --no-audit --no-fund --include-workspace-root $servers; \
    npm cache clean --force; rm -rf /build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/var/lib/ihe
COPY --from=runtime-tree /app /app
# A fixed non-root user (Kubernetes' runAsUser matches it); DATA_DIR is its only writable place.
RUN groupadd --system --gid 10001 ihe && useradd --system --uid 10001 --gid ihe --no-create-home ihe \
    && mkdir -p /var/lib/ihe && chown ihe:ihe /var/lib/ihe
USER 10001:10001
EXPOSE 3000
CMD ["node", "gateway/dist/main.js"]
