// TESTS AND DRILLS ONLY: a real SMTP server (smtp-server) on a random loopback port that records
// what it accepts, or, while `refusing` is set, answers every message with a 451 (a mail server
// that is down for maintenance); the addresses in `rejecting` are refused at RCPT with a 550 (a
// mailbox that does not exist), the others still accepted. Plain JavaScript, so the Jest tests and the drills
// (scripts/drill, run by node) share it.
import { SMTPServer } from 'smtp-server';

export async function startSmtp({ refuse = false } = {}) {
  const state = { refusing: refuse, refused: 0, received: [], rejecting: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (state.rejecting.includes(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused++;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        state.received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    state,
    received: state.received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
