import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

// The real parts of a production deployment, started on this machine (loopback only) for
// `npm run test:deploy`: API processes from the build, nginx, s3rver and a Google stand-in.

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `galim-deploy-${name}-`));
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers
}

/** One HTTP request from a chosen loopback address (a "client" of its own). */
export function request(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    from?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        localAddress: opts.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${url}`)));
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 180_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** A Google stand-in: a JWKS endpoint with a key made here, and a token signer for it. */
export async function startGoogle(clientId: string) {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'deploy-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const key: CryptoKey = pair.privateKey;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    token: (email: string, sub: string, name = 'Deploy Surfer') =>
      new SignJWT({ email, email_verified: true, name, given_name: name.split(' ')[0] })
        .setProtectedHeader({ alg: 'RS256', kid: 'deploy-key' })
        .setSubject(sub)
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** s3rver with one bucket, its files under a temp folder. */
export async function startS3(bucket: string) {
  const { default: S3rver } = await import('s3rver');
  const directory = tempDir('s3');
  const server = new S3rver({
    port: await freePort(),
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: () => server.close(),
  };
}

export interface ApiProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** `node apps/api/dist/server.js`, as `npm run start:prod` runs it. */
export function startApi(env: Record<string, string>, port: number): ApiProcess {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A process that dies on its own is the story of a failure: tell it.
    if (!stopping) console.error(`API on ${port} exited (${code ?? signal}):\n${output}`);
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** nginx from Debian with deploy/nginx.conf.template, rendered for these processes. */
export async function startNginx(upstreamPorts: number[]) {
  const prefix = tempDir('nginx');
  const port = await freePort();
  const vars: Record<string, string> = {
    PREFIX: prefix,
    LISTEN: `127.0.0.1:${port}`,
    MIME_TYPES: '/etc/nginx/mime.types',
    // As root, nginx would run its workers as "nobody", who cannot write the temp folders.
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user root;' : '',
    UPSTREAM_SERVERS: upstreamPorts
      .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`)
      .join('\n'),
  };
  const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8');
  const conf = template.replace(/\$\{([A-Z_]+)\}/g, (m, name: string) => vars[name] ?? m);
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';
  let output = '';
  const child = spawn(nginxBin, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(prefix, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** A multipart body built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type: string }[],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append('images', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  }
  const req = new Request('http://local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type')!,
  };
}
