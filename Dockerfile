# One image for every service and the gateway; docker-compose.yml picks the entry point.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npx nx run-many -t build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "gateway/dist/main.js"]
