import { z } from 'zod';

/**
 * Main never words a sentence for the agent: it sends a code with parameters, and the renderer
 * words it from its catalogues in the agent's language (the command line from its one English
 * table). A family of messages is declared once here as code → parameter kinds; the types below
 * make every catalogue name every code, so a new message does not compile without its words.
 *
 * A parameter is a number, a text shown as it is (a name, a file name), or one of a fixed set of
 * values that is itself worded (`why: ['empty', 'corrupt']` → `<family>.<code>.why.empty`).
 */
export type ParamKind = 'number' | 'text' | readonly string[];
export type MessageDefs = Readonly<Record<string, Readonly<Record<string, ParamKind>>>>;

type ParamValue<K> = K extends 'number' ? number : K extends readonly (infer V)[] ? V : string;
export type ParamsOf<D extends MessageDefs, C extends keyof D> = { -readonly [P in keyof D[C]]: ParamValue<D[C][P]> };

/** One message of a family: `{ code, params }`, the params typed by the code. */
export type MessageOf<D extends MessageDefs> = { [C in keyof D & string]: { code: C; params: ParamsOf<D, C> } }[keyof D & string];

/** Every catalogue key a family needs under `prefix`: one per code, one per value of each worded parameter. */
export type MessageKeys<D extends MessageDefs, Prefix extends string> = {
  [C in keyof D & string]:
    | `${Prefix}.${C}`
    | {
        [P in keyof D[C] & string]: D[C][P] extends readonly (infer V extends string)[] ? `${Prefix}.${C}.${P}.${V}` : never;
      }[keyof D[C] & string];
}[keyof D & string];

/** The same keys as a list, for tests and the command line's table. */
export function messageKeys(defs: MessageDefs, prefix: string): string[] {
  const keys: string[] = [];
  for (const [code, params] of Object.entries(defs)) {
    keys.push(`${prefix}.${code}`);
    for (const [name, kind] of Object.entries(params)) {
      if (typeof kind !== 'string') for (const value of kind) keys.push(`${prefix}.${code}.${name}.${value}`);
    }
  }
  return keys;
}

/** The params a message must carry, checked both ways across IPC: no missing, no extra, right kinds. */
export function checkParams(defs: MessageDefs, code: string, params: Record<string, unknown>): string | undefined {
  const expected = defs[code];
  if (expected === undefined) return `unknown message code ${code}`;
  for (const [name, kind] of Object.entries(expected)) {
    const value = params[name];
    if (kind === 'number' ? typeof value !== 'number' : kind === 'text' ? typeof value !== 'string' : !kind.includes(value as string)) {
      return `${code}: parameter ${name} is not a ${typeof kind === 'string' ? kind : kind.join('|')}`;
    }
  }
  const extra = Object.keys(params).find((name) => !(name in expected));
  return extra === undefined ? undefined : `${code}: unexpected parameter ${extra}`;
}

const ParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** The zod shape of a message of `defs`, for the contract: `{ code, params }` with params checked against the code. */
export function messageShape<D extends MessageDefs>(defs: D) {
  return {
    code: z.enum(Object.keys(defs) as [keyof D & string, ...(keyof D & string)[]]),
    params: ParamsSchema,
  };
}

export function messageSchema<D extends MessageDefs>(defs: D): z.ZodType<MessageOf<D>> {
  return z.object(messageShape(defs)).superRefine((value, context) => {
    const problem = checkParams(defs, value.code, value.params);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, path: ['params'] });
  }) as unknown as z.ZodType<MessageOf<D>>;
}

/** Builds a message with its params typed by its code. */
export function message<D extends MessageDefs, C extends keyof D & string>(
  _defs: D,
  code: C,
  params: ParamsOf<D, C>,
): { code: C; params: ParamsOf<D, C> } {
  return { code, params };
}
