import { TooManyItemsError } from '$shared/draft/list-limits';
import { TextTooLongError } from '$shared/draft/text-limits';
import { MAX_DRAFT_DEPTH } from '$shared/ipc/views';
import { MAX_REQUEST_MEMBERS } from '$shared/request-limits';
import { MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { MAX_LIST_ITEMS } from '$shared/wire/list-limits';
import { coreFor, DatabaseError, type Core } from '$main/core';
import { JsonLimitError, parseJsonWithin } from '$main/json/bounded-json';
import { CliError, EXIT } from '../cli-error';
import { type Output, problemLines } from '../output';

/**
 * `set <id> <path> <json-value>`: one field of an editable application, through the same core
 * path as the app (validation, revision, audit). The value is JSON: `'"Kaffi Mokka"'`, `5812`.
 */
export function setCommand(core: Core, args: (string | undefined)[], out: Output): number {
  const [id, path, json] = args;
  if (!id || !path || json === undefined) throw new CliError('set needs an application id, a field path and a JSON value', EXIT.usage);
  let value: unknown;
  try {
    // One field's value: no deeper, longer, fuller or with a longer text than a whole draft may be (the OS bounds its size).
    value = parseJsonWithin(json, {
      maxChars: json.length,
      maxDepth: MAX_DRAFT_DEPTH,
      maxArrayItems: MAX_LIST_ITEMS,
      maxMembers: MAX_REQUEST_MEMBERS,
      maxStringChars: MAX_FIELD_CHARS,
    });
  } catch (error) {
    if (error instanceof JsonLimitError && error.overrun.kind === 'string' && error.overrun.path.length === 0) {
      throw new CliError(`The value cannot be stored: no field holds a text longer than ${error.overrun.limit} characters`, EXIT.input);
    }
    if (error instanceof JsonLimitError) throw new CliError(`The value cannot be stored: ${error.message}`, EXIT.input);
    throw new CliError(`The value must be JSON (a text in double quotes, e.g. '"Kaffi Mokka"'); got ${json}`, EXIT.usage);
  }
  let outcome;
  try {
    outcome = coreFor(core, 'cli').applications.setField({ id, path, value });
  } catch (error) {
    // A wrong id, a path the type lacks, an application that can no longer change: all input errors.
    if (error instanceof DatabaseError && error.code !== 'revision_conflict') throw new CliError(error.message, EXIT.input);
    if (error instanceof TooManyItemsError || error instanceof TextTooLongError)
      throw new CliError(`${error.message}; nothing was changed`, EXIT.input);
    throw error;
  }
  out.line(`${id}: ${path} set; ${outcome.record.status}, revision ${outcome.record.revision}`);
  if (outcome.problems.length > 0) {
    out.line(`Problems (${outcome.problems.length}):`);
    problemLines(outcome.problems).forEach((line) => out.line(line));
  }
  return EXIT.ok;
}
