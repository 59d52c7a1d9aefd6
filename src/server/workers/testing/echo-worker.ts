import { parentPort } from 'node:worker_threads';

/** A worker for worker-threads.test.ts: echoes `text`, loops forever on `loop`, dies on `crash`. */
const port = parentPort;
if (port) {
  port.on('message', (job: { id: number; text: string }) => {
    if (job.text === 'loop') for (;;);
    if (job.text === 'crash') process.exit(3);
    port.postMessage({ id: job.id, text: job.text.toUpperCase() });
  });
}
