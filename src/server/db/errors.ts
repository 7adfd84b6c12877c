import { type AnyPgColumn, getTableConfig } from 'drizzle-orm/pg-core';

/** PostgreSQL's error code, from either driver (pg puts it on the error, Drizzle on its cause). */
function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

/** True for PostgreSQL's unique_violation (23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * True for PostgreSQL's foreign_key_violation (23503): the parent row (a cruise, a list, a journal
 * entry) went between the ownership check and the write. Services answer it with the parent's 404.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

/** The constraint a violation names (`photos_cruise_id_cruises_id_fk`), to tell parents apart. */
export function violatedConstraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint;
}

/**
 * The name PostgreSQL gives the foreign key on this column (what `violatedConstraintOf` answers),
 * taken from the schema so a repository never spells a constraint by hand.
 */
export function foreignKeyName(column: AnyPgColumn): string | undefined {
  return getTableConfig(column.table)
    .foreignKeys.find((fk) => fk.reference().columns.includes(column))
    ?.getName();
}
