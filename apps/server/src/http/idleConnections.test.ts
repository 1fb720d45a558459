import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIdleConnections } from './idleConnections.js';

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Sends one GET on `socket` and resolves with the status line of its answer. */
function get(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.endsWith('ok')) finish(() => resolve(received.split('\r\n')[0] ?? ''));
    };
    const onClose = () => finish(() => reject(new Error('the server closed the connection')));
    const finish = (settle: () => void) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      settle();
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n', (err) => {
      if (err) finish(() => reject(err));
    });
  });
}

describe('keepIdleConnections', () => {
  it('answers a request sent on a connection left idle past Node’s 5 s default', async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    keepIdleConnections(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));

    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  });
});
