/**
 * The inspector protocol over a Node process's WebSocket (`--inspect=127.0.0.1:<port>`): `send(method, params)`
 * resolves with the result. Needs WebSocket (Node 20: `node --experimental-websocket`).
 */
export async function connectInspector(port) {
  if (typeof WebSocket !== 'function') throw new Error('run with node --experimental-websocket (Node 20)');
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        waiting.set(++id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
