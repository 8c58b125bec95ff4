import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import {
  REPO_ROOT,
  freePort,
  spawnProcess,
  tempDir as newTempDir,
  type Child,
} from '../src/test/harness';

// The real parts of a production deployment, started on this machine (loopback only) for
// `npm run test:deploy`: API processes from the build, nginx, s3rver and a Google stand-in.

export { createDatabase, freePort, multipart, waitFor } from '../src/test/harness';
export const ROOT = REPO_ROOT;

/** A temp folder for one part of the deployment. */
export const tempDir = (name: string) => newTempDir(`deploy-${name}`);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers
}

/** http or https by the URL; https trusts the test's self-signed certificate. */
const client = (url: string) =>
  url.startsWith('https:')
    ? (options: http.RequestOptions, answer: (res: http.IncomingMessage) => void) =>
        https.request(url, { ...options, rejectUnauthorized: false }, answer)
    : (options: http.RequestOptions, answer: (res: http.IncomingMessage) => void) =>
        http.request(url, options, answer);

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
    const req = client(url)(
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

/** An open answer that is still coming (a live stream): what arrived so far, and its end. */
export interface OpenAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text(): string;
  close(): void;
}

/** Opens a GET and resolves on its headers; the body keeps arriving until close(). */
export function openStream(url: string, headers: Record<string, string>): Promise<OpenAnswer> {
  return new Promise((resolve, reject) => {
    const req = client(url)({ headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', () => {});
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
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

export interface ApiProcess extends Child {
  port: number;
  url: string;
}

/** `node apps/api/dist/server.js`, as `npm run start:prod` runs it. */
export function startApi(env: Record<string, string>, port: number): ApiProcess {
  const api = spawnProcess(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let stopping = false;
  api.child.once('exit', (code, signal) => {
    // A process that dies on its own is the story of a failure: tell it.
    if (!stopping) console.error(`API on ${port} exited (${code ?? signal}):\n${api.output()}`);
  });
  return {
    ...api,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: (signal) => {
      stopping = true;
      return api.stop(signal);
    },
  };
}

/** A self-signed certificate for 127.0.0.1 and galim.test, made with openssl in `dir`. */
function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=galim.test',
      '-addext',
      'subjectAltName=DNS:galim.test,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * nginx from Debian with deploy/nginx.conf.template, rendered for these processes: HTTPS with
 * HTTP/2 at `url` (a self-signed certificate), plain HTTP at `plainUrl` (a redirect there).
 */
export async function startNginx(upstreamPorts: number[]) {
  const prefix = tempDir('nginx');
  const port = await freePort();
  const plainPort = await freePort();
  const tls = selfSignedCertificate(prefix);
  const vars: Record<string, string> = {
    PREFIX: prefix,
    LISTEN: `127.0.0.1:${plainPort}`,
    LISTEN_TLS: `127.0.0.1:${port}`,
    HTTPS_PORT: `:${port}`,
    TLS_CERT: tls.cert,
    TLS_KEY: tls.key,
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
  const nginx = spawnProcess(nginxBin, ['-p', prefix, '-c', confFile, '-g', 'daemon off;']);
  return {
    url: `https://127.0.0.1:${port}`,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(prefix, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    output: nginx.output,
    stop: () => nginx.stop('SIGQUIT'),
  };
}
