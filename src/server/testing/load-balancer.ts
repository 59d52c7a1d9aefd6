import http from 'node:http';

export interface LoadBalancer {
  url: string;
  /** Which backend (index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A tiny round-robin HTTP load balancer on loopback: each request (not each connection) goes to
 * the next backend, with the client's address appended to X-Forwarded-For, as a platform load
 * balancer does.
 */
export async function startLoadBalancer(backends: { port: number }[]): Promise<LoadBalancer> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    served.push(index);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index]!.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
