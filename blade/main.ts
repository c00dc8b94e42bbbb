import { prepareDatabase } from './bootstrap';
import { PLANNER_STATISTICS_REFRESH_MS, refreshPlannerStatistics } from './db/planner-stats';
import { buildRouter } from './routes';
import { createServer } from './server';
import { closeChatStreams } from './services/chat/event-stream';
import { startEsign } from './services/esign/esign-service';

/**
 * The embedded Blade service: `node blade/dist/blade/main.js --port 0 --data-dir ./data [--reset]`.
 * Prints `BLADE_LISTENING <port>` once ready so the launcher knows where to point the app.
 */
function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const dataDir = arg('data-dir') ?? process.env.DATA_DIR ?? './data';
const port = Number(arg('port') ?? process.env.BLADE_PORT ?? 0);
const db = prepareDatabase(dataDir, { reset: process.argv.includes('--reset') });
// A long-running service's tables grow past the statistics taken on start: SQLite advises PRAGMA optimize now and then.
setInterval(() => refreshPlannerStatistics(db), PLANNER_STATISTICS_REFRESH_MS).unref();

const log = (line: string) => console.error(line);
const esign = startEsign(db, log);
const server = createServer(db, buildRouter(dataDir), log);
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`BLADE_LISTENING ${typeof address === 'object' && address ? address.port : port}`);
});

// Let in-flight requests finish and the sign-task poller let go, then close the database cleanly.
function shutdown() {
  const polling = esign.stop();
  server.close(() => {
    void polling.finally(() => {
      db.close();
      process.exit(0);
    });
  });
  server.closeIdleConnections();
  closeChatStreams();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
