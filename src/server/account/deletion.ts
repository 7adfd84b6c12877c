/**
 * Leaving (issue 13, "Delete my account"): confirmed with the password, or for an account without
 * one with a provider sign-in in the last 10 minutes; then the user row goes, and with it, by the
 * foreign keys, every cruise and record under it, every session, share link and sign-in identity;
 * the account's failure counters are forgotten; and every media file it owned is removed. The email
 * can register again at once.
 */
import { z } from 'zod';
import { assertFreshProviderSignIn, verifyCurrentPassword } from '../auth/account-service.js';
import type { AuthContext } from '../auth/context.js';
import type { AttemptClient } from '../auth/device-cookies.js';
import { clearAccountAttempts } from '../auth/rate-limit.js';
import type { SessionData } from '../auth/session-repository.js';
import { AppError } from '../errors.js';
import { removeImage } from '../media/images.js';
import type { MediaStore } from '../media/store.js';
import { deleteUserRow, findUserById, mediaUrlsOfUser } from '../users/repository.js';

export type AccountContext = AuthContext & { media: MediaStore };

export const DeleteAccountSchema = z.object({
  /** Required when the account has a password; a provider-only account confirms by signing in. */
  currentPassword: z.string().max(512).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');

export async function deleteAccount(
  ctx: AccountContext,
  userId: string,
  sess: SessionData,
  input: DeleteAccountInput,
  client: AttemptClient,
) {
  const db = ctx.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.hashedPassword) {
    if (!input.currentPassword) {
      throw new AppError('VALIDATION_FAILED', 400, 'Please enter your current password.', {
        issues: [{ path: 'currentPassword', message: 'Please enter your current password.' }],
      });
    }
    await verifyCurrentPassword(ctx, user, input.currentPassword, client);
  } else {
    assertFreshProviderSignIn(user, sess);
  }

  const media = await db.transaction(async (tx) => {
    const urls = await mediaUrlsOfUser(tx, userId);
    if (!(await deleteUserRow(tx, userId))) throw unauthorized();
    await clearAccountAttempts(tx, user.email);
    return urls;
  });
  // After the commit: a file that cannot be removed now stays an orphan (logged), never an account.
  const removals = await removeInBatches(ctx.media, media);
  const failed = removals.filter((result) => result.status === 'rejected').length;
  if (failed > 0) ctx.log.warn({ userId, failed }, 'account deleted; some media files could not be removed');
}

/** A few files at a time: an S3 store takes one request per file, and an account may own thousands. */
async function removeInBatches(store: MediaStore, urls: string[]) {
  const results: PromiseSettledResult<void>[] = [];
  for (let start = 0; start < urls.length; start += 8) {
    results.push(
      ...(await Promise.allSettled(urls.slice(start, start + 8).map((url) => removeImage(store, url)))),
    );
  }
  return results;
}
