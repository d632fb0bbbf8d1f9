import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, waitForOk } from './freePort.ts'

export type LoadBalancer = { url: string; stop(): Promise<void> }

/** Debian's nginx; NGINX_BIN elsewhere. */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

/**
 * The configuration of a stock reverse proxy in front of the instances: round robin, kept-alive
 * upstream connections, the client's address appended to X-Forwarded-For, and the bench's
 * visitor header passed on. One worker: the machine's other core serves the instances.
 */
const config = (dir: string, port: number, upstreams: readonly number[]) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`

/** Starts nginx balancing over the instances on `upstreams`; `stop()` ends it and its files. */
export async function startNginx(upstreams: readonly number[]): Promise<LoadBalancer> {
  const dir = await mkdtemp(join(tmpdir(), 'porthole-nginx-'))
  // Started as root, nginx's workers run as nobody: they must reach their temp folders.
  await chmod(dir, 0o755)
  await mkdir(join(dir, 'logs'))
  const port = await freePort()
  await writeFile(join(dir, 'nginx.conf'), config(dir, port, upstreams))
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      })
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitForOk(`${url}/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
