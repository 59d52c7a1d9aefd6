// Load generator of api.bench.ts, in its own process so that it does not take the server's
// event loop: reads {url, connections, seconds, requests} on stdin (one request per connection),
// runs autocannon, prints its figures as one JSON line.
import autocannon from 'autocannon';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
};

let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  setupClient: (client) => {
    // setRequests, not setRequest: the latter is replaced by the default request after one round.
    client.setRequests([job.requests[next++ % job.requests.length]!] as Parameters<typeof client.setRequests>[0]);
  },
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
