import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP listener that keeps every message it receives. `holdMs`: a slow relay, which
 * answers each message's DATA only that long after it came, until `release()`; a message is in
 * `messages` once it was answered. `refuseNext(n)`: the next n messages are refused with a
 * temporary failure (451), as a relay that is busy; they are counted in `refused`.
 */
export async function startFakeSmtp(options: { holdMs?: number } = {}): Promise<{
  url: string;
  messages: ReceivedMail[];
  refused: { count: number };
  refuseNext: (n: number) => void;
  release: () => void;
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const refused = { count: 0 };
  let toRefuse = 0;
  const held = new Set<() => void>();
  let holding = Boolean(options.holdMs);
  /** Answers every message held, and holds no more. */
  const release = () => {
    holding = false;
    for (const answer of held) answer();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused.count++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          held.delete(accept);
          clearTimeout(timer);
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        };
        const timer = holding ? setTimeout(accept, options.holdMs) : undefined;
        if (timer) held.add(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    refuseNext: (n) => void (toRefuse = n),
    release,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
