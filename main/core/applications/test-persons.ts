import { readDraftBody } from '$shared/draft';
import type { PathSegment } from '$shared/rules/problem';
import { registryTestPersonPaths } from '$shared/rules/identity';
import { isLoopback } from '$main/client/service-client';
import { type ApplicationRecord, type Database, getApplication } from '$main/database';

/**
 * The fields of `record` holding one of Registers Iceland's test persons when the service in
 * force is not the training service: such an application is not queued, since no real merchant
 * has that number (docs/decisions.md, KI5). The training service is the one
 * on this machine (G25), whether training mode started it or a test or the command line named it.
 */
export function testPersonPaths(record: ApplicationRecord, baseUrl: string | undefined): PathSegment[][] {
  if (baseUrl !== undefined && isTrainingAddress(baseUrl)) return [];
  return registryTestPersonPaths(readDraftBody(record.body).application, { type: record.entityType });
}

/** `testPersonPaths` of the stored application `id`; none when there is no such application (queueing says so). */
export function testPersonsRefused(database: Database, id: string, baseUrl: string | undefined): PathSegment[][] {
  const record = getApplication(database, id);
  return record === undefined ? [] : testPersonPaths(record, baseUrl);
}

function isTrainingAddress(baseUrl: string): boolean {
  try {
    return isLoopback(new URL(baseUrl));
  } catch {
    return false;
  }
}
