import nodemailer from 'nodemailer';

/** What the mail module needs of an SMTP client: send one message, say which Message-ID it took. */
export type MailTransport = {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    /** Extra headers (List-Unsubscribe and its one-click POST). */
    headers?: Record<string, string>;
  }): Promise<{ messageId: string }>;
  close(): void;
};

/** nodemailer over `smtp://` or `smtps://` (user and password in the URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
