# syntax=docker/dockerfile:1
# Build stage: install the workspace and build the server and the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm exec turbo run build --filter=@cashline/server --filter=@cashline/web \
  && pnpm deploy --filter=@cashline/server --prod --legacy /app/deploy

# Runtime stage: only the server's production dependencies, its build and the built web app.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app/apps/server
COPY --from=build /app/deploy/ ./
COPY --from=build /app/apps/web/dist /app/apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/main.js"]
