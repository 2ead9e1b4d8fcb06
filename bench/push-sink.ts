/**
 * A local SMTP sink in a process of its own for the push benchmark (so that receiving does not
 * share the server's event loop): accepts every message, reads it to the end and counts it.
 * Prints its port; answers `{ count, first, last }` (arrival times in ms) to each IPC message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let count = 0;
let first = 0;
let last = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 64,
  onData: (stream, _session, callback) => {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      const now = Date.now();
      if (count === 0) first = now;
      last = now;
      count++;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
process.on('message', () => process.send?.({ count, first, last }));
process.on('disconnect', () => server.close(() => process.exit(0)));
