// Optional e-mail delivery (SMTP_URL) of contact messages. Sending happens after the visitor has been
// answered; the mailer keeps count of the e-mails on their way, so a stopping server can wait for them.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for the e-mails still being sent, at most `ms`; answers how many were not done by then. */
  settle(ms: number): Promise<number>;
}

/**
 * Transport limits: an SMTP server that does not answer must not hold an e-mail (or a stopping server)
 * for nodemailer's defaults of minutes. TLS follows the address: smtps:// is TLS from the start, and
 * smtp:// upgrades with STARTTLS when the server offers it.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  const sending = new Set<Promise<unknown>>();
  return {
    async send(message) {
      const delivery = transport.sendMail({ from, ...message });
      sending.add(delivery);
      try {
        await delivery;
      } finally {
        sending.delete(delivery);
      }
    },
    async settle(ms) {
      if (sending.size === 0) return 0;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([Promise.allSettled([...sending]), timeout]);
      clearTimeout(timer);
      return sending.size;
    },
  };
}
