import type { UserRow } from '../users/repository.js';
import type { AuthContext } from './context.js';

/** What sending a notice needs (the auth routes' context has it; so does the profile's). */
export type NoticeContext = Pick<AuthContext, 'mailer' | 'config' | 'log'>;

export type AccountChange = 'password' | 'password-added' | 'security-questions' | 'email';

const WHAT: Record<AccountChange, string> = {
  password: 'The password of your Cruise Companion account was changed.',
  'password-added': 'A password was added to your Cruise Companion account.',
  'security-questions': 'The security questions of your Cruise Companion account were changed.',
  email: 'The email address of your Cruise Companion account was changed.',
};

/**
 * Tells the owner that a security setting changed (ASVS 6.3.7), after the answer and only when
 * mail is configured: a notice written to the log would reach nobody.
 */
export function notifyAccountChange(
  ctx: NoticeContext,
  user: Pick<UserRow, 'email' | 'firstName'>,
  change: AccountChange,
) {
  if (!ctx.mailer.isConfigured) return;
  const when = new Date().toUTCString();
  const lines = [
    `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
    '',
    `${WHAT[change]} (${when})`,
    '',
    'If this was you, there is nothing to do.',
    `If it was not, reset your password now at ${ctx.config.publicUrl}/login (Forgot your password?) and set new security questions.`,
  ];
  void ctx.mailer
    .send({
      to: user.email,
      subject: 'Your Cruise Companion account was changed',
      text: lines.join('\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    })
    .catch((error: unknown) => ctx.log.error({ err: error, change }, 'could not send an account notice'));
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
