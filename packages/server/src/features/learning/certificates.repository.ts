import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CertificatesTable } from './learning.tables';

export function findCertificateByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findCertificateCode(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('certificates')
    .select('code')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.code ?? null;
}

export async function insertCertificate(
  db: Kysely<Database>,
  row: Insertable<CertificatesTable>,
): Promise<void> {
  await db.insertInto('certificates').values(row).execute();
}
