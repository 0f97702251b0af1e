import type { Executor } from '../../db/database.ts';

export const authRepository = {
  insertRefreshToken(
    db: Executor,
    t: { userId: string; familyId: string; tokenHash: string; persistent: boolean; expiresAt: Date },
  ) {
    return db
      .insertInto('refresh_tokens')
      .values({ user_id: t.userId, family_id: t.familyId, token_hash: t.tokenHash, persistent: t.persistent, expires_at: t.expiresAt })
      .execute();
  },

  /**
   * Locks the token's user against a change (a new password, a Google takeover, a logout) until the
   * caller's transaction ends. Those change or lock the user's row before they revoke the user's
   * tokens, so a rotation that takes this first either ends before the revocation reads the tokens
   * (and its successor is revoked with them) or starts after it (and finds its token revoked).
   * `forChange`: the caller is such a revocation (a logout, which writes no user row): it waits for
   * the rotations under way, and they for it.
   */
  lockTokenOwner(db: Executor, { tokenHash, forChange = false }: { tokenHash: string; forChange?: boolean }) {
    const owner = db
      .selectFrom('users')
      .select('id')
      .where('id', '=', (eb) => eb.selectFrom('refresh_tokens').select('user_id').where('token_hash', '=', tokenHash));
    return (forChange ? owner.forNoKeyUpdate() : owner.forShare()).execute();
  },

  /** Marks the token rotated and returns it, only if it was live: the one place a refresh is won. */
  rotateRefreshToken(db: Executor, { tokenHash }: { tokenHash: string }) {
    return db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['user_id', 'family_id', 'persistent', 'expires_at'])
      .executeTakeFirst();
  },

  findRefreshToken(db: Executor, { tokenHash }: { tokenHash: string }) {
    return db
      .selectFrom('refresh_tokens')
      .select(['user_id', 'family_id', 'persistent', 'expires_at', 'rotated_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  revokeFamily(db: Executor, { familyId }: { familyId: string }) {
    return db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  },

  /** Revokes every family of the user, but `except` when given. */
  revokeAllForUser(db: Executor, { userId, except }: { userId: string; except?: string | null }) {
    let query = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (except) query = query.where('family_id', '!=', except);
    return query.execute();
  },

  /** Rows of `tokenHash` (the successor of a just-rotated token) still live in `familyId`. */
  findLiveInFamily(db: Executor, { tokenHash, familyId }: { tokenHash: string; familyId: string }) {
    return db
      .selectFrom('refresh_tokens')
      .select(['expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  },

  insertEmailToken(
    db: Executor,
    t: { userId: string; purpose: 'verify_email' | 'reset_password'; tokenHash: string; expiresAt: Date },
  ) {
    return db.insertInto('email_tokens').values({ user_id: t.userId, purpose: t.purpose, token_hash: t.tokenHash, expires_at: t.expiresAt }).execute();
  },

  /** Uses a single-use e-mail token: returns its user only the first time, and only before expiry. */
  /** Ends every unused link of `purpose` the user was sent: a new password ends the reset links sent before it. */
  retireEmailTokens(db: Executor, { userId, purpose }: { userId: string; purpose: 'verify_email' | 'reset_password' }) {
    return db.updateTable('email_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  },

  useEmailToken(db: Executor, { tokenHash, purpose }: { tokenHash: string; purpose: 'verify_email' | 'reset_password' }) {
    return db
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['user_id'])
      .executeTakeFirst();
  },
};
