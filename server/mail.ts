// Optional e-mail delivery (SMTP_URL) of contact messages.
import nodemailer from 'nodemailer';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; replyTo?: string }): Promise<void>;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
