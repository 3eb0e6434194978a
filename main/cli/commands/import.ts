import { type EntityType, ENTITY_TYPES, isEntityType } from '$shared/entity-types';
import { ImportError, coreFor, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { type Output, duplicateLines, noticeLines, problemLines } from '../output';
import { MAX_DRAFT_DEPTH } from '$shared/ipc/views';
import { formatPath } from '$shared/rules/problem';
import { MAX_REQUEST_MEMBERS } from '$shared/request-limits';
import { ATTACHMENT_FILE_PATHS, MAX_APPLICATION_JSON_BYTES, MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { MAX_BASE64_LENGTH } from '$shared/wire/attachment';
import { MAX_LIST_ITEMS } from '$shared/wire/list-limits';
import { RegularFileError, readRegularFile } from '$main/files/regular-file';
import { type JsonLimits, JsonLimitError, parseJsonWithin } from '$main/json/bounded-json';
import { Base64TextError, ParseWorkerError, parseJsonOffThread } from '$main/off-thread/off-thread';

/**
 * No file the command line reads is larger, deeper, holds a longer list or more keys and items
 * than an application can, or a text longer than a field but a document's base64 in its place.
 */
const FILE_LIMITS: JsonLimits = {
  maxChars: MAX_APPLICATION_JSON_BYTES,
  maxDepth: MAX_DRAFT_DEPTH,
  maxArrayItems: MAX_LIST_ITEMS,
  maxMembers: MAX_REQUEST_MEMBERS,
  maxStringChars: MAX_FIELD_CHARS,
};
const APPLICATION_FILE_LIMITS: JsonLimits = { ...FILE_LIMITS, longStrings: { paths: ATTACHMENT_FILE_PATHS, maxChars: MAX_BASE64_LENGTH } };

export async function importCommand(core: Core, file: string | undefined, type: string | undefined, out: Output): Promise<number> {
  if (!file) throw new CliError('import needs a file: fieldboard import <file.json> --type <type>', EXIT.usage);
  if (!isEntityType(type)) throw new CliError(`--type must be one of ${ENTITY_TYPES.join(', ')}`, EXIT.usage);
  const json = await readApplicationFile(file);
  try {
    const { applications, documents } = coreFor(core, 'cli');
    const imported = await applications.import({ entityType: type as EntityType, wire: json });
    // Its identity document and bank letter are read before the command ends; a reading may fill fields.
    await documents.readingsSettled();
    const record = applications.record(imported.record.id) ?? imported.record;
    const problems = record.problems;
    out.line(`Imported ${record.id} (${record.entityType}, "${record.businessName}") as ${record.status}.`);
    if (problems.length > 0) {
      out.line(`${problems.length} problem(s) keep it from being ready:`);
      problemLines(problems).forEach((line) => out.line(line));
    }
    duplicateLines(applications.duplicates(record)).forEach((line) => out.line(line));
    const notices = applications.notices(record);
    if (notices.length > 0) {
      out.line(`Notices (${notices.length}):`);
      noticeLines(notices).forEach((line) => out.line(line));
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(`Cannot import ${file}: ${error.message}`, EXIT.input);
    throw error;
  }
}

/**
 * An application file, parsed and its documents decoded on the parsing worker (a file with inline
 * documents is megabytes), each document's base64 answered as its bytes.
 */
async function readApplicationFile(file: string): Promise<unknown> {
  const bytes = readFileWithin(file);
  try {
    return await parseJsonOffThread(bytes, APPLICATION_FILE_LIMITS, ATTACHMENT_FILE_PATHS);
  } catch (error) {
    if (error instanceof Base64TextError)
      throw new CliError(`Cannot import ${file}: ${formatPath(error.path)} is not base64 text`, EXIT.input);
    if (error instanceof ParseWorkerError) throw new CliError(`${file} could not be read: ${error.message}`, EXIT.input);
    throw refusal(file, error);
  }
}

/** A small JSON file the agent names (the confirmed IDs of `resolve`), within the same limits. */
export function readJsonFile(file: string): unknown {
  const text = readFileWithin(file).toString('utf8');
  try {
    return parseJsonWithin(text, FILE_LIMITS);
  } catch (error) {
    throw refusal(file, error);
  }
}

function readFileWithin(file: string): Buffer {
  try {
    return readRegularFile(file, MAX_APPLICATION_JSON_BYTES);
  } catch (error) {
    if (error instanceof RegularFileError) {
      throw new CliError(error.reason === 'too_large' ? `${error.message}: no application is that large` : error.message, EXIT.input);
    }
    throw error;
  }
}

function refusal(file: string, error: unknown): CliError {
  if (error instanceof JsonLimitError)
    return new CliError(`${file} is refused: ${error.message}, more than any application has`, EXIT.input);
  return new CliError(`${file} is not valid JSON: ${(error as Error).message}`, EXIT.input);
}
