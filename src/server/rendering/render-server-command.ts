/**
 * A render service of its own (docs/scaling.md, « A render service »): a Playwright browser server
 * on this machine's Chromium, with the switches the app uses, that app processes on other machines
 * reach through BROWSER_WS_ENDPOINT. The app keeps its fair gate, its lanes and its caches in front
 * of it; the pages it opens here still run with JavaScript off and every request answered by the app.
 *
 *   npm run render:server
 *
 * RENDER_SERVER_HOST (default 127.0.0.1), RENDER_SERVER_PORT (default 3100) and RENDER_SERVER_PATH,
 * the secret path of the endpoint (required unless the host is a loopback address: whoever knows
 * the endpoint can drive the browser). CHROMIUM_PATH as for the app. Prints the endpoint with its
 * path masked, then serves until SIGTERM or SIGINT.
 */
import { renderServerSettings, startRenderServer } from './render-server.js';

const settings = renderServerSettings(process.env);
if ('error' in settings) {
  process.stderr.write(`${settings.error}\n`);
  process.exit(1);
}
const server = await startRenderServer(settings);
// A given path is a secret and is not echoed; a generated one is printed whole, once, for the
// operator (and the tests) to hand to the app.
const shown = process.env.RENDER_SERVER_PATH ? server.endpoint.replace(settings.path, '/…') : server.endpoint;
process.stdout.write(`Service de rendu prêt : ${shown}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
