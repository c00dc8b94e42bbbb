/**
 * A throw-away Debian `redis-server` on a free loopback port, for the tests and the e2e launcher of two instances
 * (.ci/run installs the package when missing). Nothing is written to disk; stop() ends it.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startRedisServer({ port } = {}) {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ why) =>
      reject(new Error(`redis-server did not start (${why}); install it with: apt-get install redis-server\n${output.slice(-2000)}`));
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exit ${code}`));
    const read = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(undefined);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  child.stdout.resume();
  child.stderr.resume();
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop: /** @type {() => Promise<void>} */ (stop) };
}
