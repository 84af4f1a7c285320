import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '@server/config';
import { createEmailSender } from './email';

/** A minimal SMTP server on a free local port: it accepts every message and keeps its DATA. */
async function startFakeSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('SMTP e-mail sender', () => {
  it('delivers the message with its attachment to the configured SMTP server', async () => {
    const smtp = await startFakeSmtp();
    close = smtp.close;
    const config = loadConfig({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      EMAIL_FROM: 'Clinic <care@clinic.example>',
    });
    const sender = createEmailSender(config, pino({ enabled: false }));
    await sender.send({
      to: 'patient@example.com',
      subject: 'Your appointment',
      text: 'See you on 25/12/2026 at 10:30.',
      attachments: [{ filename: 'appointment.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR', contentType: 'text/calendar' }],
    });
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0]!;
    expect(message.from).toContain('care@clinic.example');
    expect(message.to.join()).toContain('patient@example.com');
    expect(message.data).toContain('Subject: Your appointment');
    expect(message.data).toContain('See you on 25/12/2026 at 10:30.');
    expect(message.data).toMatch(/filename="?appointment\.ics"?/);
  });
});
