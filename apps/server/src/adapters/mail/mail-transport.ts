import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one e-mail or throws; the messenger records the failure and retries. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer; SMTP_URL is e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: options.from, ...message });
    },
  };
}
