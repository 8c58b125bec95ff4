import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ZEnv, loadConfig } from './config';

// There is no Docker engine on the machines that run the tests, so the container files are
// checked against the configuration they feed: a variable the API does not read, or a
// deployment the production start-up checks would refuse, fails here.

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: unknown;
  ports?: string[];
}

const compose = parse(read('deploy/compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const example = Object.fromEntries(
  read('deploy/env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);
/** Compose's ${VAR} substitution, from deploy/env.example. */
const substitute = (value: string) =>
  value.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    expect(example, `deploy/env.example lacks ${name}`).toHaveProperty(name);
    return example[name]!;
  });

describe('deploy/compose.yml', () => {
  it('has PostgreSQL, Redis, MinIO, two API replicas and Caddy', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'api-1', 'api-2', 'caddy']),
    );
    expect(compose.services.caddy!.ports).toEqual(['80:80', '443:443']);
    // Only the proxy is published: the replicas are reached through it.
    expect(compose.services['api-1']!.ports).toBeUndefined();
  });

  it('gives each replica only variables the API reads, and a start-up it accepts', () => {
    const known = new Set(Object.keys(ZEnv.shape));
    for (const name of ['api-1', 'api-2']) {
      const env = compose.services[name]!.environment!;
      expect(env).toBeDefined();
      const unknown = Object.keys(env).filter((k) => !known.has(k));
      expect(unknown, `${name} sets variables the API ignores`).toEqual([]);
      const resolved = Object.fromEntries(
        Object.entries(env).map(([k, v]) => [k, substitute(String(v))]),
      );
      const config = loadConfig(resolved);
      expect(config.env).toBe('production');
      expect(config.databaseUrl).toMatch(/^postgres:\/\/galim:.+@postgres:5432\/galim$/);
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.s3?.bucket).toBe('galim-images');
      expect(config.publicUrl).toBe(`https://${example.GALIM_DOMAIN}`);
      expect(config.devLogin).toBe(false);
      expect(config.seedDemo).toBe(false);
    }
  });

  it('points Caddy at both replicas', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api-1:8080 api-2:8080/);
    expect(caddyfile).toContain('health_uri /api/ready');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds in stages and runs as a non-root user with production dependencies only', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \[.*apps\/api\/dist\/server\.js"\]$/m);
  });
  it('checks health on /api/ready', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/ready/);
  });
});
